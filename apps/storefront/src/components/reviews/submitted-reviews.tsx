'use client';

import { useSyncExternalStore } from 'react';
import type { Locale } from '../../lib/locale/locales';
import { ReviewItem, type ReviewItemWords } from './review-item';
import { submittedReviews, type SubmittedReview } from './submitted-reviews-store';

const EMPTY: readonly SubmittedReview[] = [];

/** The shopper's just-submitted reviews of this product, unless the server list has them already. */
export function SubmittedReviews({
  productUid,
  knownIds,
  locale,
  labels,
  badge,
}: {
  productUid: string;
  knownIds: string[];
  locale: Locale;
  labels: ReviewItemWords;
  badge: string;
}) {
  const all = useSyncExternalStore(submittedReviews.subscribe, submittedReviews.getState, () => EMPTY);
  const mine = all.filter((r) => r.productUid === productUid && !knownIds.includes(r.review.id));
  if (mine.length === 0) return null;
  return (
    <>
      {mine.map(({ review }) => (
        <li key={review.id}>
          <ReviewItem review={review} locale={locale} labels={labels} badge={badge} />
        </li>
      ))}
    </>
  );
}
