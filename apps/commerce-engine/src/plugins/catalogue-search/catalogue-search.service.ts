import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import {
  AssetEvent,
  ChannelEvent,
  CollectionEvent,
  CollectionModificationEvent,
  EventBus,
  FacetEvent,
  FacetValueEvent,
  Logger,
  ProcessContext,
  ProductChannelEvent,
  ProductEvent,
  ProductVariantChannelEvent,
  ProductVariantEvent,
  ProductVariantPriceEvent,
  RequestContext,
  TaxRateModificationEvent,
  Type,
  VendureEvent,
} from '@vendure/core';
import { buildCatalogueIndex } from './build-index';
import { CATALOGUE_SEARCH_OPTIONS, loggerCtx } from './constants';
import { CatalogueIndexLoader } from './index-loader';
import { search, suggest } from './search';
import { CatalogueIndex, CatalogueSearchPluginOptions, SearchQuery, SearchResult, Suggestions } from './types';

const EMPTY_INDEX: CatalogueIndex = buildCatalogueIndex({ defaultLanguage: 'en', products: [], facets: [], collections: [] }, 0);

/**
 * Holds one in-memory index per channel. Built when the server starts and rebuilt as a whole
 * (debounced) after catalogue events; queries keep using the previous index until the new one
 * is swapped in. Rebuilding the demo catalogue takes well under a second.
 */
@Injectable()
export class CatalogueSearchService implements OnApplicationBootstrap, OnApplicationShutdown {
  private indexes = new Map<string, CatalogueIndex>();
  private subscriptions: Array<{ unsubscribe(): void }> = [];
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private dirty = false;

  constructor(
    private readonly eventBus: EventBus,
    private readonly loader: CatalogueIndexLoader,
    private readonly processContext: ProcessContext,
    @Inject(CATALOGUE_SEARCH_OPTIONS) private readonly options: CatalogueSearchPluginOptions,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.processContext.isServer) return;
    const events: Array<Type<VendureEvent>> = [
      ProductEvent,
      ProductVariantEvent,
      ProductVariantPriceEvent,
      ProductChannelEvent,
      ProductVariantChannelEvent,
      CollectionModificationEvent,
      CollectionEvent,
      FacetEvent,
      FacetValueEvent,
      AssetEvent,
      ChannelEvent,
      TaxRateModificationEvent,
    ];
    this.subscriptions = events.map((type) => this.eventBus.ofType(type).subscribe(() => this.scheduleRebuild()));
    await this.rebuild();
  }

  onApplicationShutdown(): void {
    for (const s of this.subscriptions) s.unsubscribe();
    if (this.timer) clearTimeout(this.timer);
  }

  /** Rebuilds after `debounceMs` without further events. */
  scheduleRebuild(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.rebuild();
    }, this.options.debounceMs);
  }

  /** Rebuilds every channel's index now (a rebuild asked for during one runs right after it). */
  async rebuild(): Promise<void> {
    if (this.running) {
      this.dirty = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.dirty = false;
        await this.rebuildOnce();
      } while (this.dirty);
    })().finally(() => (this.running = undefined));
    return this.running;
  }

  /** Resolves once no rebuild is waiting or running (tests, benchmarks). */
  async settle(): Promise<void> {
    while (this.timer || this.running) {
      if (this.running) await this.running;
      else await new Promise((r) => setTimeout(r, 20));
    }
  }

  private async rebuildOnce(): Promise<void> {
    const started = Date.now();
    try {
      const next = new Map<string, CatalogueIndex>();
      for (const channel of await this.loader.channels()) {
        next.set(String(channel.id), buildCatalogueIndex(await this.loader.load(channel)));
      }
      this.indexes = next;
      const products = [...next.values()].reduce((n, i) => n + i.docs.length, 0);
      Logger.verbose(`indexed ${products} products in ${next.size} channel(s) in ${Date.now() - started} ms`, loggerCtx);
    } catch (e) {
      Logger.error(`catalogue index rebuild failed: ${e instanceof Error ? e.message : String(e)}`, loggerCtx);
    }
  }

  index(ctx: RequestContext): CatalogueIndex {
    return this.indexes.get(String(ctx.channelId)) ?? EMPTY_INDEX;
  }

  search(ctx: RequestContext, query: SearchQuery): SearchResult {
    return search(this.index(ctx), query, { languageCode: ctx.languageCode, currencyCode: ctx.currencyCode });
  }

  suggest(ctx: RequestContext, term: string, take: number): Suggestions {
    return suggest(this.index(ctx), term, take, { languageCode: ctx.languageCode, currencyCode: ctx.currencyCode });
  }
}
