import { Injectable, OnApplicationBootstrap, OnModuleInit } from '@nestjs/common';
import {
  EventBus,
  ID,
  JobQueue,
  JobQueueService,
  Logger,
  ProductEvent,
  ProductVariantEvent,
  RequestContext,
  RequestContextService,
  StockMovementEvent,
} from '@vendure/core';
import { loggerCtx, STOCK_ALERTS_QUEUE } from './constants';
import { BackInStockNotifier } from './back-in-stock-notifier.service';
import { restockedVariantIds, unique } from './restock-rules';
import { StockAlertActivatedEvent } from './stock-alert-activated.event';

/** A job of the `stock-alerts` queue: the waited-for variants whose stock or sale may have come back. JSON only. */
export interface BackInStockJobData {
  channelToken: string;
  variantIds: ID[];
}

/**
 * The `stock-alerts` job queue. When stock may have returned (a stock movement that adds stock, a
 * variant or product created, changed or deleted in the Admin, a guest confirming an alert for a
 * variant that is back already), once the change is committed, a job with those of its variants
 * that someone waits for goes in (none: no job).
 * The job runs where the job queue runs: the engine's own process (embedded profile) or the
 * worker (scaled profile, BullMQ); both load this plugin.
 */
@Injectable()
export class BackInStockQueue implements OnModuleInit, OnApplicationBootstrap {
  private queue: JobQueue<BackInStockJobData> | undefined;

  constructor(
    private readonly jobQueues: JobQueueService,
    private readonly eventBus: EventBus,
    private readonly contexts: RequestContextService,
    private readonly notifier: BackInStockNotifier,
  ) {}

  async onModuleInit(): Promise<void> {
    this.queue = await this.jobQueues.createQueue<BackInStockJobData>({
      name: STOCK_ALERTS_QUEUE,
      process: async (job) => {
        const ctx = await this.contexts.create({ apiType: 'admin', channelOrToken: job.data.channelToken });
        const sent = await this.notifier.notify(ctx, job.data.variantIds);
        return { sent };
      },
    });
  }

  onApplicationBootstrap(): void {
    const add = (ctx: RequestContext, variantIds: (ID | null | undefined)[], productIds: (ID | null | undefined)[] = []) =>
      this.add(ctx, unique(variantIds), unique(productIds)).catch((err: unknown) =>
        Logger.error(`back-in-stock check not queued: ${String(err)}`, loggerCtx),
      );
    this.eventBus.ofType(StockMovementEvent).subscribe((event) => add(event.ctx, restockedVariantIds(event.stockMovements)));
    this.eventBus.ofType(ProductVariantEvent).subscribe((event) =>
      add(
        event.ctx,
        (event.entity ?? []).map((v) => v.id),
      ),
    );
    this.eventBus.ofType(ProductEvent).subscribe((event) => {
      if (event.type !== 'created') add(event.ctx, [], [event.entity?.id]);
    });
    this.eventBus.ofType(StockAlertActivatedEvent).subscribe((event) => add(event.ctx, [event.productVariantId]));
  }

  /** Queues a check of those of these variants (and of the products' variants) that someone waits for. */
  async add(ctx: RequestContext, variantIds: ID[], productIds: ID[] = []): Promise<void> {
    if (!this.queue || (variantIds.length === 0 && productIds.length === 0)) return;
    const waited = await this.notifier.waited(ctx, variantIds, productIds);
    if (waited.length === 0) return;
    await this.queue.add({ channelToken: ctx.channel.token, variantIds: waited }, { retries: 3 });
  }
}
