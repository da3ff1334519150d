import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Logger, TransactionalConnection } from '@vendure/core';
import { redisOptions } from '../../redis-options';
import { loggerCtx, OPERATIONS_OPTIONS, OperationsOptions } from './constants';
import { bullmqJobQueueDepth, JobQueueDepth, sqlJobQueueDepth } from './job-queue-depth';

/** The job queue depth gauge (`engine_jobs_pending{queue}`), read at each scrape. */
@Injectable()
export class OperationsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private depth: JobQueueDepth | undefined;

  constructor(
    @Inject(OPERATIONS_OPTIONS) private readonly options: OperationsOptions,
    private readonly connection: TransactionalConnection,
  ) {}

  onApplicationBootstrap(): void {
    const metrics = this.options.metrics;
    if (!metrics) return;
    const depth = this.options.redisUrl
      ? bullmqJobQueueDepth(redisOptions(this.options.redisUrl), 'talat')
      : sqlJobQueueDepth(this.connection.rawConnection);
    this.depth = depth;
    metrics.gauge('engine_jobs_pending', 'Jobs waiting to run, by queue', ['queue'], async (gauge) => {
      try {
        gauge.reset();
        for (const [queue, n] of Object.entries(await depth.pending())) gauge.set({ queue }, n);
      } catch (e) {
        Logger.warn(`could not read the job queue depth: ${(e as Error).message}`, loggerCtx);
      }
    });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.depth?.close();
  }
}
