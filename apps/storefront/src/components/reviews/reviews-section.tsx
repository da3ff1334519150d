import { getTranslations } from 'next-intl/server';
import { loadMessages } from '@/i18n/messages';
import { pickWords } from '@/i18n/pick-words';
import type { Locale } from '../../lib/locale/locales';
import { getProductReviews } from '../../lib/product/product-data.server';
import type { ReviewLimits } from '../../lib/product/review-form';
import { ReviewItem, type ReviewItemWords } from './review-item';
import { ReviewSummary } from './review-summary';
import { ReviewsPagination } from './reviews-pagination';
import { SubmittedReviews } from './submitted-reviews';
import { REVIEW_FORM_KEYS } from './review-words';
import { WriteReviewForm } from './write-review-form';
import styles from './reviews.module.css';

/**
 * The reviews section of a product page (`#reviews`): summary, the requested page of reviews
 * (newest first, `?reviews-page=N`), links between pages, and the write-a-review form.
 */
export async function ReviewsSection({
  productUid,
  productPath,
  locale,
  currency,
  page,
  captcha,
  limits,
  keep,
}: {
  productUid: string;
  productPath: string;
  locale: Locale;
  currency: string;
  page: number;
  captcha: boolean;
  limits: ReviewLimits;
  /** Query parameters review-page links keep (the chosen variant). */
  keep: Record<string, string>;
}) {
  const [t, messages, reviews] = await Promise.all([
    getTranslations('reviews'),
    loadMessages(locale),
    getProductReviews(locale, currency, productUid, page),
  ]);
  const itemWords: ReviewItemWords = {
    ...pickWords(messages.reviews, ['byline', 'quality', 'fit', 'value']),
    rating: messages.product.rating,
  };
  const total = reviews?.total_count ?? 0;

  return (
    <section className={styles.section} aria-labelledby="reviews">
      <h2 id="reviews" tabIndex={-1}>
        {t('title')}
      </h2>
      {reviews === null ? <p role="status">{t('loadError')}</p> : null}
      {reviews && total > 0 ? <ReviewSummary reviews={reviews} /> : null}
      {reviews && total === 0 ? <p>{t('empty')}</p> : null}
      <ul className={styles.list} aria-label={t('list')}>
        {page === 1 ? (
          <SubmittedReviews
            productUid={productUid}
            knownIds={reviews?.items.map((r) => r.id) ?? []}
            locale={locale}
            labels={itemWords}
            badge={t('yours')}
          />
        ) : null}
        {reviews?.items.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} locale={locale} labels={itemWords} />
          </li>
        ))}
      </ul>
      {reviews ? (
        <ReviewsPagination
          path={productPath}
          current={reviews.page_info.current_page}
          total={reviews.page_info.total_pages}
          keep={keep}
          labels={{ pagination: t('pagination'), previous: t('previous'), next: t('next'), page: (n) => t('page', { page: n }) }}
        />
      ) : null}
      <WriteReviewForm
        productUid={productUid}
        locale={locale}
        limits={limits}
        captcha={captcha}
        labels={pickWords(messages.reviews, REVIEW_FORM_KEYS)}
      />
    </section>
  );
}
