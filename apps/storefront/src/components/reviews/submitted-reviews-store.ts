import type { ProductReview } from '@talat/commerce/types';
import { createStore } from '../../lib/ui/create-store';

/**
 * Reviews this browser tab submitted, newest first, per product uid: shown at the top of the
 * list at once, before the server's list (cached) includes them.
 */
export interface SubmittedReview {
  productUid: string;
  review: ProductReview;
}

export const submittedReviews = createStore<readonly SubmittedReview[]>([]);

export function addSubmittedReview(productUid: string, review: ProductReview): void {
  submittedReviews.setState((list) => [{ productUid, review }, ...list.filter((r) => r.review.id !== review.id)]);
}
