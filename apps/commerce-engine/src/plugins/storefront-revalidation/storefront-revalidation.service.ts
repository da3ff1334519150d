import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
  AssetEvent,
  CollectionEvent,
  ConfigService,
  CollectionModificationEvent,
  EventBus,
  FacetEvent,
  FacetValueEvent,
  GlobalSettingsEvent,
  ID,
  Logger,
  OrderLine,
  OrderPlacedEvent,
  ProductEvent,
  ProductVariant,
  ProductVariantEvent,
  ProductVariantPrice,
  ProductVariantPriceEvent,
  StockMovementEvent,
  TransactionalConnection,
} from '@vendure/core';
import { In } from 'typeorm';
import { CatalogueSearchService } from '../catalogue-search/catalogue-search.service';
import { ProductReviewEvent } from '../reviews/product-review.event';
import { FailureGate, postRevalidation, RevalidationBatcher, revalidateUrls } from './revalidation-batcher';
import { loggerCtx, STOREFRONT_REVALIDATION_OPTIONS } from './constants';
import { RevalidationEvent, RevalidationType, StorefrontRevalidationOptions } from './types';

const uniq = (ids: ReadonlyArray<ID | null | undefined>): ID[] => [...new Set(ids.filter((id): id is ID => id != null).map(String))];

/**
 * Listens to catalogue, stock, order and review events and tells the storefront which cache
 * tags to revalidate: batched, debounced, fire-and-forget. A storefront that is down costs a
 * warning per run of failures, never an error in the admin or checkout.
 */
@Injectable()
export class StorefrontRevalidationService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly urls: string[];
  private readonly batcher: RevalidationBatcher;
  private readonly failures = new FailureGate();
  private readonly subscriptions: Array<{ unsubscribe(): void }> = [];
  /** The search index that category and search pages read, when this process has one. */
  private searchIndex?: Pick<CatalogueSearchService, 'settle'>;

  constructor(
    private readonly moduleRef: ModuleRef,
    private readonly eventBus: EventBus,
    private readonly connection: TransactionalConnection,
    private readonly configService: ConfigService,
    @Inject(STOREFRONT_REVALIDATION_OPTIONS) private readonly options: StorefrontRevalidationOptions,
  ) {
    this.urls = revalidateUrls(options.storefrontUrl);
    this.batcher = new RevalidationBatcher({
      debounceMs: options.debounceMs,
      maxWaitMs: options.maxWaitMs,
      send: (events) => this.send(events),
    });
  }

  onApplicationBootstrap(): void {
    if (this.urls.length === 0) {
      Logger.verbose('STOREFRONT_URL is empty: storefront revalidation is off', loggerCtx);
      return;
    }
    this.searchIndex = this.catalogueSearch();
    const on = <T>(type: Parameters<EventBus['ofType']>[0], handle: (event: T) => Promise<void> | void) =>
      this.subscriptions.push(
        this.eventBus.ofType(type).subscribe((event) => {
          Promise.resolve()
            .then(() => handle(event as T))
            .catch((e: unknown) => Logger.warn(`could not map ${type.name}: ${message(e)}`, loggerCtx));
        }),
      );
    on<ProductEvent>(ProductEvent, (e) => this.add('product', [e.entity.id]));
    on<ProductVariantEvent>(ProductVariantEvent, (e) =>
      this.add(
        'product',
        e.entity.map((v) => v.productId),
      ),
    );
    on<ProductVariantPriceEvent>(ProductVariantPriceEvent, async (e) => this.add('price', await this.productIdsOfPrices(e.entity)));
    on<CollectionEvent>(CollectionEvent, (e) => this.add('collection', [e.entity.id]));
    on<CollectionModificationEvent>(CollectionModificationEvent, (e) => this.add('collection', [e.collection.id]));
    on<FacetEvent>(FacetEvent, (e) => this.add('facet', [e.entity.id]));
    on<FacetValueEvent>(FacetValueEvent, (e) => this.add('facet', [e.entity.facetId ?? e.entity.facet?.id]));
    on<AssetEvent>(AssetEvent, (e) => this.add('asset', [e.entity.id]));
    on<StockMovementEvent>(StockMovementEvent, async (e) =>
      this.add('stock', await this.productIdsOfVariants(e.stockMovements.map((m) => m.productVariant?.id))),
    );
    // Stock and "N bought in the past 24 hours" of the order's products.
    on<OrderPlacedEvent>(OrderPlacedEvent, async (e) => this.add('stock', await this.productIdsOfOrder(e.order.id)));
    on<ProductReviewEvent>(ProductReviewEvent, (e) => this.add('review', [e.entity.productId]));
    // Redirect rules live on Global settings (plugins/url-redirects): path lookups change.
    on<GlobalSettingsEvent>(GlobalSettingsEvent, (e) => this.add('redirect', [e.entity.id]));
    Logger.info(`storefront revalidation on: ${this.urls.join(', ')}`, loggerCtx);
  }

  onApplicationShutdown(): void {
    for (const s of this.subscriptions) s.unsubscribe();
    this.batcher.dispose();
  }

  /** Queues database ids for the next batch, encoded as the APIs show them. */
  add(type: RevalidationType, ids: ReadonlyArray<ID | null | undefined>): void {
    if (this.urls.length === 0) return;
    const strategy = this.configService.entityOptions.entityIdStrategy;
    this.batcher.add(
      type,
      uniq(ids).map((id) => (strategy ? String(strategy.encodeId(id as never)) : String(id))),
    );
  }

  /** Sends what is queued now (tests). */
  flush(): Promise<void> {
    return this.batcher.flush();
  }

  private async send(events: RevalidationEvent[]): Promise<void> {
    if (this.urls.length === 0) return;
    // Category and search pages are built from the catalogue search index, which rebuilds after
    // the same events: told before the rebuild is in, the storefront would keep the old prices.
    await settled(this.searchIndex, this.options.maxWaitMs * 5);
    try {
      const sent = await Promise.allSettled(
        this.urls.map((url) => postRevalidation(url, this.options.secret, events, this.options.timeoutMs)),
      );
      const failed = sent.find((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failed) throw failed.reason;
      if (this.failures.success()) Logger.info(`storefront revalidation works again (${this.urls.join(', ')})`, loggerCtx);
    } catch (e) {
      const folded = this.failures.failure();
      if (folded !== null) {
        const more = folded > 0 ? ` (${folded} earlier failures not logged)` : '';
        Logger.warn(
          `could not notify the storefront at ${this.urls.join(', ')}: ${message(e)}${more}; ` +
            'cached pages may stay stale until it is reachable; further failures are not logged until then',
          loggerCtx,
        );
      }
    }
  }

  private catalogueSearch(): Pick<CatalogueSearchService, 'settle'> | undefined {
    try {
      return this.moduleRef.get(CatalogueSearchService, { strict: false });
    } catch {
      return undefined; // seeding, or a config without the catalogue search plugin
    }
  }

  private async productIdsOfVariants(variantIds: ReadonlyArray<ID | null | undefined>): Promise<ID[]> {
    const ids = uniq(variantIds);
    if (ids.length === 0) return [];
    const variants = await this.connection.rawConnection.getRepository(ProductVariant).find({
      where: { id: In(ids) },
      select: { id: true, productId: true },
      withDeleted: true,
    });
    return uniq(variants.map((v) => v.productId));
  }

  private async productIdsOfPrices(prices: ProductVariantPrice[]): Promise<ID[]> {
    const known = prices.filter((p) => p.variant?.productId != null).map((p) => p.variant.productId);
    const variantIds = prices.filter((p) => p.variant?.productId == null && p.variant?.id != null).map((p) => p.variant.id);
    const unknownPriceIds = prices.filter((p) => p.variant?.id == null && p.id != null).map((p) => p.id);
    if (unknownPriceIds.length) {
      const rows = await this.connection.rawConnection.getRepository(ProductVariantPrice).find({
        where: { id: In(unknownPriceIds) },
        relations: { variant: true },
        withDeleted: true,
      });
      variantIds.push(...rows.map((r) => r.variant?.id));
    }
    return uniq([...known, ...(await this.productIdsOfVariants(variantIds))]);
  }

  private async productIdsOfOrder(orderId: ID): Promise<ID[]> {
    const lines = await this.connection.rawConnection
      .getRepository(OrderLine)
      .find({ where: { order: { id: orderId } }, select: { id: true, productVariantId: true } });
    return this.productIdsOfVariants(lines.map((l) => l.productVariantId));
  }
}

/** Waits for the index to hold every change made so far, at most `capMs` (a rebuild that hangs delays no page for ever). */
async function settled(index: Pick<CatalogueSearchService, 'settle'> | undefined, capMs: number): Promise<void> {
  if (!index) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([index.settle().catch(() => undefined), new Promise<void>((resolve) => (timer = setTimeout(resolve, capMs)))]).finally(
    () => clearTimeout(timer),
  );
}

function message(e: unknown): string {
  if (e instanceof Error) {
    const cause = (e as Error & { cause?: unknown }).cause;
    const detail = cause instanceof Error ? `: ${cause.message}` : '';
    return e.name === 'TimeoutError' ? 'timed out' : `${e.message}${detail}`;
  }
  return String(e);
}
