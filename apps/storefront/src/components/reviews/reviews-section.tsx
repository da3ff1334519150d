import { getTranslations } from 'next-intl/server';
import type { Locale } from '../../lib/locale/locales';
import { getProductReviews } from '../../lib/product/product-data.server';
import { REVIEW_RATING_CODES, type ReviewLimits } from '../../lib/product/review-form';
import { ReviewItem, type ReviewItemLabels } from './review-item';
import { ReviewSummary } from './review-summary';
import { ReviewsPagination } from './reviews-pagination';
import { SubmittedReviews } from './submitted-reviews';
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
  const [t, tProduct, reviews] = await Promise.all([
    getTranslations('reviews'),
    getTranslations('product'),
    getProductReviews(locale, currency, productUid, page),
  ]);
  const aspects = Object.fromEntries(REVIEW_RATING_CODES.map((code) => [code, t(code)])) as Record<
    (typeof REVIEW_RATING_CODES)[number],
    string
  >;
  const itemLabels: ReviewItemLabels = { rating: tProduct.raw('rating') as string, byline: t.raw('byline') as string, aspects };
  const stars = [1, 2, 3, 4, 5].map((count) => t('star', { count }));
  const total = reviews?.total_count ?? 0;

  return (
    <section className={styles.section} aria-labelledby="reviews">
      <h2 id="reviews" tabIndex={-1}>
        {t('title')}
      </h2>
      {reviews === null ? <p role="status">{t('loadError')}</p> : null}
      {reviews && total > 0 ? (
        <ReviewSummary
          reviews={reviews}
          labels={{
            average: t('average'),
            rating: tProduct('rating', { rating: Math.round(reviews.average_rating * 10) / 10 }),
            basedOn: t('basedOn', { count: total }),
            distribution: t('distribution'),
            rows: reviews.star_counts.map((count, i) => t('distributionRow', { stars: i + 1, count })),
            breakdown: t('breakdown'),
            aspects,
            aspectRatings: Object.fromEntries(
              reviews.ratings_breakdown.map((r) => [r.name, tProduct('rating', { rating: Math.round(r.value * 10) / 10 })]),
            ),
          }}
        />
      ) : null}
      {reviews && total === 0 ? <p>{t('empty')}</p> : null}
      <ul className={styles.list} aria-label={t('list')}>
        {page === 1 ? (
          <SubmittedReviews
            productUid={productUid}
            knownIds={reviews?.items.map((r) => r.id) ?? []}
            locale={locale}
            labels={itemLabels}
            badge={t('yours')}
          />
        ) : null}
        {reviews?.items.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} locale={locale} labels={itemLabels} />
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
        labels={{
          title: t('formTitle'),
          intro: t('formIntro'),
          nickname: t('nickname'),
          summary: t('summary'),
          text: t('text'),
          textHint: t('textHint', { min: limits.textMin, max: limits.text }),
          yourRatings: t('yourRatings'),
          aspects,
          stars,
          submit: t('submit'),
          submitting: t('submitting'),
          errors: {
            required: t('errorRequired'),
            markup: t('errorMarkup'),
            rating: t('errorRating'),
            tooShort: t('errorTooShort', { min: limits.textMin }),
            tooLong: {
              nickname: t('errorTooLong', { max: limits.nickname }),
              summary: t('errorTooLong', { max: limits.summary }),
              text: t('errorTooLong', { max: limits.text }),
            },
          },
          summaryError: t('errorSummary'),
          serverError: t('errorServer'),
          success: t('success'),
          captcha: t('captcha'),
        }}
      />
    </section>
  );
}
