// Its own stylesheet: product tiles show stars on every listing, without the reviews section's styles.
import styles from './stars.module.css';

/**
 * Five stars filled to a rating (0-5), with the rating as text for screen readers
 * (role img + aria-label, e.g. "Rated 4.5 out of 5").
 */
export function Stars({ rating, label, size = 'medium' }: { rating: number; label: string; size?: 'small' | 'medium' | 'large' }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span role="img" aria-label={label} className={`${styles.stars} ${styles[`stars_${size}`]}`}>
      <span aria-hidden="true" className={styles.starsEmpty}>
        ★★★★★
      </span>
      <span aria-hidden="true" className={styles.starsFilled} style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}
