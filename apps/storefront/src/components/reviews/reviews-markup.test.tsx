import type { ProductReview } from '@talat/commerce/types';
import { REVIEW_LIMITS } from '@talat/sdk/contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ProviderReviews } from './provider-reviews';
import { ReviewItem } from './review-item';
import type { ReviewFormWords } from './review-words';
import { WriteReviewForm } from './write-review-form';

const labels: ReviewFormWords = {
  formTitle: 'Write a review',
  formIntro: 'All fields are required.',
  nickname: 'Nickname',
  summary: 'Summary',
  text: 'Review',
  textHint: '{min} to {max} characters.',
  yourRatings: 'Your ratings',
  quality: 'Quality',
  fit: 'Fit',
  value: 'Value',
  star: '{count, plural, one {# star} other {# stars}}',
  submit: 'Submit review',
  submitting: 'Submitting…',
  errorRequired: 'Required',
  errorMarkup: 'No markup',
  errorRating: 'Choose',
  errorTooShort: 'Short',
  errorTooLong: 'Long',
  errorSummary: 'Fix',
  errorServer: 'Failed',
  success: 'Thanks',
  successPending: 'Thanks, once approved',
  captcha: 'Captcha check',
};

describe('WriteReviewForm', () => {
  it('labels every field and gives each rating a radio group with a legend', () => {
    const html = renderToStaticMarkup(
      <WriteReviewForm productUid="1" locale="en" limits={REVIEW_LIMITS} captcha={false} labels={labels} />,
    );
    for (const field of ['nickname', 'summary', 'text']) expect(html).toContain(`for="review-${field}"`);
    expect(html.match(/role="radiogroup"/g)).toHaveLength(3);
    expect(html).toContain('<legend>Quality</legend>');
    expect(html.match(/type="radio" name="rating-fit"/g)).toHaveLength(5);
    expect(html).toContain('<span>5 stars</span>');
    expect(html).toContain('aria-describedby="review-text-hint review-text-error"');
    expect(html).not.toContain('data-captcha-slot');
  });
  it('shows the captcha slot when the store config asks for it', () => {
    const html = renderToStaticMarkup(<WriteReviewForm productUid="1" locale="th" limits={REVIEW_LIMITS} captcha labels={labels} />);
    expect(html).toContain('data-captcha-slot="product_review"');
    expect(html).toContain('Captcha check');
  });
});

describe('ReviewItem', () => {
  const review: ProductReview = {
    id: 'r1',
    nickname: '<b>Som</b>',
    summary: 'ดีมาก',
    text: 'Great <script>alert(1)</script>',
    locale: 'th',
    average_rating: 4.333,
    ratings_breakdown: [{ name: 'fit', value: 4 }],
    created_at: '2025-03-01T10:00:00Z',
  };
  it('renders text escaped, in the review’s language, with its rating as text', () => {
    const html = renderToStaticMarkup(
      <ReviewItem
        review={review}
        locale="en"
        labels={{ rating: 'Rated {rating} out of 5', byline: 'by {nickname}', quality: 'Quality', fit: 'Fit', value: 'Value' }}
      />,
    );
    expect(html).toContain('lang="th"');
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('aria-label="Rated 4.3 out of 5"');
    expect(html).toContain('by &lt;b&gt;Som&lt;/b&gt;');
    expect(html).toContain('<time dateTime="2025-03-01T10:00:00Z">1 March 2025</time>');
    expect(html).toContain('<dt>Fit</dt>');
  });
});

describe('ProviderReviews', () => {
  it('hands the product and language to the provider’s element, with a line until its script runs', () => {
    const html = renderToStaticMarkup(
      <ProviderReviews
        provider="acme"
        scriptUrl="https://widgets.example/reviews.js"
        elementName="acme-reviews"
        sku="TFC-HOME-24"
        locale="th"
        labels={{ title: 'รีวิว', loading: 'กำลังโหลดรีวิว' }}
      />,
    );
    expect(html).toContain('aria-labelledby="reviews"');
    expect(html).toContain('<h2 id="reviews" tabindex="-1">รีวิว</h2>');
    expect(html).toContain('<acme-reviews data-product-sku="TFC-HOME-24" data-locale="th"><p>กำลังโหลดรีวิว</p></acme-reviews>');
  });
});
