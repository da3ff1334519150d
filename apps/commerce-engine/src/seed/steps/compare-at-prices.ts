import { INestApplicationContext } from '@nestjs/common';
import { ID, ProductVariantService, RequestContext } from '@vendure/core';
import { Money } from '@talat/demo-catalogue';

/** Sets the compare-at prices of every variant of the discounted products. */
export async function seedCompareAtPrices(
  app: INestApplicationContext,
  ctx: RequestContext,
  prices: Record<string, Money>,
  productIds: Map<string, ID>,
): Promise<number> {
  const variantService = app.get(ProductVariantService);
  let count = 0;
  for (const [slug, money] of Object.entries(prices)) {
    const productId = productIds.get(slug);
    if (productId === undefined) throw new Error(`seed: compare-at price of unknown product "${slug}"`);
    const variants = await variantService.getVariantsByProductId(ctx, productId);
    await variantService.update(
      ctx,
      variants.items.map((v) => ({
        id: v.id,
        customFields: { compareAtPriceThb: money.THB, compareAtPriceGbp: money.GBP },
      })),
    );
    count += variants.items.length;
  }
  return count;
}
