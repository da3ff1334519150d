import { Stars } from '../reviews/stars';
import styles from './product.module.css';

/**
 * Stars and the review count near the product name, linking to the reviews section; without
 * reviews, a link to the write-a-review form.
 */
export function RatingSummary({
  rating,
  count,
  labels,
}: {
  rating: number;
  count: number;
  labels: { rating: string; reviewCount: string; firstReview: string };
}) {
  if (count <= 0) {
    return (
      <p className={styles.ratingSummary}>
        <a href="#write-review">{labels.firstReview}</a>
      </p>
    );
  }
  return (
    <p className={styles.ratingSummary} data-testid="rating-summary">
      <Stars rating={rating} label={labels.rating} />
      <a href="#reviews">{labels.reviewCount}</a>
    </p>
  );
}
