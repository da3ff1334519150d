/**
 * Client-side checks of the write-a-review form. The limits come from the storefront API
 * contract (REVIEW_LIMITS in @talat/sdk/contract), passed in by the server component so zod
 * stays out of the client bundle; the route handler applies the same limits.
 */
export const REVIEW_RATING_CODES = ['quality', 'fit', 'value'] as const;
export type ReviewRatingCode = (typeof REVIEW_RATING_CODES)[number];

export interface ReviewLimits {
  nickname: number;
  summary: number;
  text: number;
  textMin: number;
}

export interface ReviewFormValues {
  nickname: string;
  summary: string;
  text: string;
  ratings: Partial<Record<ReviewRatingCode, number>>;
}

export type ReviewTextField = 'nickname' | 'summary' | 'text';
export type ReviewField = ReviewTextField | ReviewRatingCode;
export type ReviewFieldError = 'required' | 'too-long' | 'too-short' | 'markup' | 'rating-required';
export type ReviewErrors = Partial<Record<ReviewField, ReviewFieldError>>;

/** Markup such as `<b>`, `</p>`, `<!-- -->` or `<script src=...>`; "a < b" and "<3" are fine. */
export function hasMarkup(text: string): boolean {
  return /<[a-z!/?][^>]*>/i.test(text);
}

function checkText(value: string, max: number, min = 1): ReviewFieldError | null {
  const text = value.trim();
  if (!text) return 'required';
  if (hasMarkup(text)) return 'markup';
  if (text.length < min) return 'too-short';
  if (text.length > max) return 'too-long';
  return null;
}

export function validateReview(values: ReviewFormValues, limits: ReviewLimits): ReviewErrors {
  const errors: ReviewErrors = {};
  const add = (field: ReviewField, error: ReviewFieldError | null) => {
    if (error) errors[field] = error;
  };
  add('nickname', checkText(values.nickname, limits.nickname));
  add('summary', checkText(values.summary, limits.summary));
  add('text', checkText(values.text, limits.text, limits.textMin));
  for (const code of REVIEW_RATING_CODES) {
    const value = values.ratings[code];
    if (!(typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5)) add(code, 'rating-required');
  }
  return errors;
}

/** The fields in form order, for focusing the first one in error. */
export const REVIEW_FIELDS: readonly ReviewField[] = ['nickname', 'summary', 'text', ...REVIEW_RATING_CODES];

export function firstErrorField(errors: ReviewErrors): ReviewField | null {
  return REVIEW_FIELDS.find((f) => errors[f]) ?? null;
}

/** The input the storefront API takes (trimmed texts, ratings in contract order). */
export function reviewInput(productUid: string, values: ReviewFormValues) {
  return {
    productUid,
    nickname: values.nickname.trim(),
    summary: values.summary.trim(),
    text: values.text.trim(),
    ratings: REVIEW_RATING_CODES.map((name) => ({ name, value: values.ratings[name] ?? 0 })),
  };
}

/** Maps a server error's `field` (e.g. `nickname`, `ratings`) to a form field, if it names one. */
export function fieldOfServerError(field: string | undefined): ReviewField | null {
  if (!field) return null;
  const key = field.replace(/^input\./, '');
  if ((REVIEW_FIELDS as readonly string[]).includes(key)) return key as ReviewField;
  if (key.startsWith('ratings')) return 'quality';
  return null;
}
