import type { ProductReviews } from '@talat/commerce/types';
import { getTranslations } from 'next-intl/server';
import { starShares } from '../../lib/product/rating';
import { Stars } from './stars';
import styles from './reviews.module.css';

const ASPECTS = ['quality', 'fit', 'value'] as const;

/** Average rating, the star distribution (bars) and the average per aspect (quality, fit, value). */
export async function ReviewSummary({ reviews }: { reviews: ProductReviews }) {
  const [t, tProduct] = await Promise.all([getTranslations('reviews'), getTranslations('product')]);
  const shares = starShares(reviews.star_counts);
  const average = Math.round(reviews.average_rating * 10) / 10;
  const aspect = (name: string) => ((ASPECTS as readonly string[]).includes(name) ? t(name as (typeof ASPECTS)[number]) : name);
  return (
    <div className={styles.summary} data-testid="review-summary">
      <div className={styles.summaryAverage}>
        <h3>{t('average')}</h3>
        <p className={styles.averageNumber} aria-hidden="true">
          {average.toFixed(1)}
        </p>
        <Stars rating={reviews.average_rating} label={tProduct('rating', { rating: average })} size="large" />
        <p>{t('basedOn', { count: reviews.total_count })}</p>
      </div>
      <div>
        <h3 id="review-distribution">{t('distribution')}</h3>
        <ul className={styles.distribution} aria-labelledby="review-distribution">
          {[4, 3, 2, 1, 0].map((i) => (
            <li key={i}>
              <span className={styles.distributionLabel}>{t('distributionRow', { stars: i + 1, count: reviews.star_counts[i] ?? 0 })}</span>
              <span className={styles.bar} aria-hidden="true">
                <span style={{ width: `${shares[i]}%` }} />
              </span>
            </li>
          ))}
        </ul>
      </div>
      {reviews.ratings_breakdown.length > 0 ? (
        <div>
          <h3>{t('breakdown')}</h3>
          <dl className={styles.aspects}>
            {reviews.ratings_breakdown.map((r) => (
              <div key={r.name}>
                <dt>{aspect(r.name)}</dt>
                <dd>
                  <Stars rating={r.value} label={tProduct('rating', { rating: Math.round(r.value * 10) / 10 })} />{' '}
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
