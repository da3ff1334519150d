import { RequestContext, VendureEntityEvent } from '@vendure/core';
import { ProductReview } from './product-review.entity';

/** Published when a review is submitted (`created`) or hidden / shown again (`updated`). */
export class ProductReviewEvent extends VendureEntityEvent<ProductReview, { hidden: boolean } | undefined> {
  constructor(ctx: RequestContext, entity: ProductReview, type: 'created' | 'updated', input?: { hidden: boolean }) {
    super(entity, type, ctx, input);
  }
}
