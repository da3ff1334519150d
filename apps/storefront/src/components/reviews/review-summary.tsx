import type { ProductReviews } from '@talat/commerce/types';
import { starShares } from '../../lib/product/rating';
import { Stars } from './stars';
import styles from './reviews.module.css';

export interface ReviewSummaryLabels {
  average: string;
  /** "Rated 4.3 out of 5" for the average. */
  rating: string;
  basedOn: string;
  distribution: string;
  /** Row labels, index 0 = one star: "1 star: 2 reviews". */
  rows: string[];
  breakdown: string;
  aspects: Record<string, string>;
  /** "Rated {rating} out of 5" per aspect, already filled. */
  aspectRatings: Record<string, string>;
}

/** Average rating, the star distribution (bars) and the average per aspect (quality, fit, value). */
export function ReviewSummary({ reviews, labels }: { reviews: ProductReviews; labels: ReviewSummaryLabels }) {
  const shares = starShares(reviews.star_counts);
  const average = Math.round(reviews.average_rating * 10) / 10;
  return (
    <div className={styles.summary} data-testid="review-summary">
      <div className={styles.summaryAverage}>
        <h3>{labels.average}</h3>
        <p className={styles.averageNumber} aria-hidden="true">
          {average.toFixed(1)}
        </p>
        <Stars rating={reviews.average_rating} label={labels.rating} size="large" />
        <p>{labels.basedOn}</p>
      </div>
      <div>
        <h3 id="review-distribution">{labels.distribution}</h3>
        <ul className={styles.distribution} aria-labelledby="review-distribution">
          {[4, 3, 2, 1, 0].map((i) => (
            <li key={i}>
              <span className={styles.distributionLabel}>{labels.rows[i]}</span>
              <span className={styles.bar} aria-hidden="true">
                <span style={{ width: `${shares[i]}%` }} />
              </span>
            </li>
          ))}
        </ul>
      </div>
      {reviews.ratings_breakdown.length > 0 ? (
        <div>
          <h3>{labels.breakdown}</h3>
          <dl className={styles.aspects}>
            {reviews.ratings_breakdown.map((r) => (
              <div key={r.name}>
                <dt>{labels.aspects[r.name] ?? r.name}</dt>
                <dd>
                  <Stars rating={r.value} label={labels.aspectRatings[r.name] ?? String(r.value)} />{' '}
                  <span aria-hidden="true">{(Math.round(r.value * 10) / 10).toFixed(1)}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </div>
  );
}
