import { INestApplicationContext } from '@nestjs/common';
import { ID, TransactionalConnection } from '@vendure/core';
import { ProductReview, validateReviewInput } from '../../plugins/reviews';
import { ReviewDef } from '@talat/demo-catalogue';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Stores demo reviews through the same validation as the Shop API (no events, no revalidation). */
export async function seedReviews(
  app: INestApplicationContext,
  reviews: ReviewDef[],
  productIds: Map<string, ID>,
  now = Date.now(),
): Promise<number> {
  const repo = app.get(TransactionalConnection).rawConnection.getRepository(ProductReview);
  const rows: ProductReview[] = [];
  for (const r of reviews) {
    const productId = productIds.get(r.product);
    if (productId === undefined) throw new Error(`seed: review of unknown product "${r.product}"`);
    const checked = validateReviewInput({
      nickname: r.nickname,
      summary: r.summary,
      text: r.text,
      ratings: Object.entries(r.ratings).map(([name, value]) => ({ name, value })),
    });
    if (!checked.ok) throw new Error(`seed: invalid review of "${r.product}": ${checked.error.code}`);
    const v = checked.value;
    const at = new Date(now - r.daysAgo * DAY_MS);
    rows.push(
      new ProductReview({
        createdAt: at,
        updatedAt: at,
        productId,
        nickname: v.nickname,
        summary: v.summary,
        text: v.text,
        locale: r.locale,
        ratingQuality: v.ratings.quality,
        ratingFit: v.ratings.fit,
        ratingValue: v.ratings.value,
        averageRating: v.averageRating,
        stars: v.stars,
        hidden: false,
      }),
    );
  }
  await repo.save(rows);
  return rows.length;
}
