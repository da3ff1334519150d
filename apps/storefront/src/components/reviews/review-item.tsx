import type { ProductReview } from '@talat/commerce/types';
import { LOCALE_ENTRIES, type Locale } from '../../lib/locale/locales';
import { fillTemplate } from '@/i18n/fill-template';
import type { Messages } from '@/i18n/messages';
import { Stars } from './stars';
import styles from './reviews.module.css';

/** A review's words: the byline and sub-rating names of `reviews`, and the product's "Rated {rating} out of 5". */
export type ReviewItemWords = Pick<Messages['reviews'], 'byline' | 'quality' | 'fit' | 'value'> & Pick<Messages['product'], 'rating'>;

const ASPECTS: readonly string[] = ['quality', 'fit', 'value'];

function aspectName(words: ReviewItemWords, name: string): string {
  return ASPECTS.includes(name) ? words[name as 'quality' | 'fit' | 'value'] : name;
}

export function formatReviewDate(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(LOCALE_ENTRIES[locale].intlLocale, { dateStyle: 'long', timeZone: 'Asia/Bangkok' }).format(date);
}

/** One review: its summary as a heading, stars, who and when, the text and the sub-ratings. */
export function ReviewItem({
  review,
  locale,
  labels,
  badge,
}: {
  review: ProductReview;
  locale: Locale;
  labels: ReviewItemWords;
  badge?: string;
}) {
  const average = Math.round(review.average_rating * 10) / 10;
  const lang = review.locale === 'th' || review.locale === 'en' ? LOCALE_ENTRIES[review.locale].language : undefined;
  return (
    <article className={styles.review} lang={lang} data-testid="review">
      <h3 className={styles.reviewSummary}>{review.summary}</h3>
      <p className={styles.reviewMeta}>
        <Stars rating={review.average_rating} label={fillTemplate(labels.rating, { rating: average })} size="small" />{' '}
        <span>{fillTemplate(labels.byline, { nickname: review.nickname })}</span>
        {' · '}
        <time dateTime={review.created_at}>{formatReviewDate(review.created_at, locale)}</time>
        {badge ? <span className="badge">{badge}</span> : null}
      </p>
      <p className={styles.reviewText}>{review.text}</p>
      {review.ratings_breakdown.length > 0 ? (
        <dl className={styles.reviewAspects}>
          {review.ratings_breakdown.map((r) => (
            <div key={r.name}>
              <dt>{aspectName(labels, r.name)}</dt>
              <dd>
                <Stars rating={r.value} label={fillTemplate(labels.rating, { rating: r.value })} size="small" />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </article>
  );
}
