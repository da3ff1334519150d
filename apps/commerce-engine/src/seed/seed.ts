import { INestApplicationContext } from '@nestjs/common';
import { ConfigService, ID, InspectableJobQueueStrategy, JobQueueService, Logger, RequestContext, SearchService } from '@vendure/core';
import { seedProductAssets } from './steps/assets';
import { seedCollections } from './steps/collections';
import { seedCompareAtPrices } from './steps/compare-at-prices';
import { seedCustomers } from './steps/customers';
import { adminContext } from './steps/context';
import { seedFacets } from './steps/facets';
import { seedGiftCards } from './steps/gift-cards';
import { seedProducts } from './steps/products';
import { seedPromotions } from './steps/promotions';
import { seedReviews } from './steps/reviews';
import { seedSettings } from './steps/settings';
import { CatalogueDef } from '@talat/demo-catalogue';

export interface SeedResult {
  ctx: RequestContext;
  productIds: Map<string, ID>;
  collectionIds: Map<string, ID>;
}

/**
 * Store settings (languages, currencies, VAT, shipping, payment) and a catalogue, in a
 * freshly created database. `images: false` skips drawing pictures (tests).
 */
export async function seedStore(
  app: INestApplicationContext,
  catalogue: CatalogueDef,
  options: { images: boolean; log?: (message: string) => void },
): Promise<SeedResult> {
  const log = options.log ?? (() => undefined);
  const started = Date.now();
  const step = (what: string) => log(`${what} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  const { ctx, taxCategoryIds } = await seedSettings(app);
  step('settings');
  step(`${await seedPromotions(app, ctx)} promotions`);
  const facetValueIds = await seedFacets(app, ctx, catalogue.facets);
  const assetIds = options.images ? await seedProductAssets(app, ctx, catalogue.products) : new Map<string, ID[]>();
  step(`facets and ${[...assetIds.values()].flat().length} pictures`);
  const productIds = await seedProducts(app, { ctx, taxCategoryIds, facetValueIds, assetIds }, catalogue);
  step(`${productIds.size} products`);
  if (catalogue.compareAtPrices) {
    step(`${await seedCompareAtPrices(app, ctx, catalogue.compareAtPrices, productIds)} discounted variants`);
  }
  const collectionIds = await seedCollections(app, ctx, catalogue.collections, facetValueIds, assetIds);
  step(`${collectionIds.size} collections`);
  if (catalogue.reviews) step(`${await seedReviews(app, catalogue.reviews, productIds)} reviews`);
  step(`${await seedGiftCards(app, ctx)} gift cards`);
  if (catalogue.customers || catalogue.customerGroups) {
    const seeded = await seedCustomers(app, ctx, catalogue.customerGroups ?? [], catalogue.customers ?? []);
    step(`${seeded.customers} customers with ${seeded.orders} orders`);
  }
  return { ctx, productIds, collectionIds };
}

/** Resolves when no job is waiting or running (the job queue must have been started). */
export async function waitForJobs(app: INestApplicationContext, timeoutMs = 120_000): Promise<void> {
  const strategy = app.get(ConfigService).jobQueueOptions.jobQueueStrategy as InspectableJobQueueStrategy;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await strategy.findMany({ filter: { isSettled: { eq: false } }, take: 1 });
    if (open.totalItems === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  Logger.warn('seed: jobs still running after the timeout', 'Seed');
}

/**
 * Runs the collection filters (buffered while seeding), then rebuilds the search index once,
 * and waits for both. The buffered per-product search updates are dropped: the reindex covers them.
 */
export async function settleCatalogue(app: INestApplicationContext): Promise<void> {
  await app.get(JobQueueService).flush('search-plugin-apply-collection-filters');
  await waitForJobs(app);
  await app.get(SearchService).reindex(await adminContext(app));
  await waitForJobs(app);
}
