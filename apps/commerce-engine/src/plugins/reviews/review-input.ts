import { REVIEW_LIMITS, REVIEW_RATING_NAMES, ReviewRatingName } from './constants';

/** The Shop API `SubmitProductReviewInput`, before validation. */
export interface SubmitProductReviewInput {
  productId: string | number;
  nickname: string;
  summary: string;
  text: string;
  ratings: Array<{ name: string; value: number }>;
}

/** A review that passed validation: plain text, whitespace tidied, ratings by name. */
export interface CleanReviewInput {
  nickname: string;
  summary: string;
  text: string;
  ratings: Record<ReviewRatingName, number>;
  averageRating: number;
  /** averageRating rounded to whole stars, 1-5. */
  stars: number;
}

export type ReviewField = 'productId' | 'nickname' | 'summary' | 'text' | 'ratings';

export type ReviewErrorCode =
  | 'NICKNAME_REQUIRED'
  | 'NICKNAME_TOO_LONG'
  | 'SUMMARY_REQUIRED'
  | 'SUMMARY_TOO_LONG'
  | 'TEXT_TOO_SHORT'
  | 'TEXT_TOO_LONG'
  | 'RATINGS_INVALID'
  | 'PRODUCT_UNAVAILABLE';

export interface ReviewInputError {
  code: ReviewErrorCode;
  field: ReviewField;
}

export type ReviewLanguage = 'en' | 'th';

const MESSAGES: Record<ReviewLanguage, Record<ReviewErrorCode, string>> = {
  en: {
    NICKNAME_REQUIRED: 'Please enter a nickname.',
    NICKNAME_TOO_LONG: `Your nickname can be at most ${REVIEW_LIMITS.nickname.max} characters long.`,
    SUMMARY_REQUIRED: 'Please give your review a summary.',
    SUMMARY_TOO_LONG: `The summary can be at most ${REVIEW_LIMITS.summary.max} characters long.`,
    TEXT_TOO_SHORT: `Your review must be at least ${REVIEW_LIMITS.text.min} characters long.`,
    TEXT_TOO_LONG: `Your review can be at most ${REVIEW_LIMITS.text.max.toLocaleString('en-GB')} characters long.`,
    RATINGS_INVALID: 'Please rate quality, fit and value from 1 to 5 stars.',
    PRODUCT_UNAVAILABLE: 'This product is not available for reviews.',
  },
  th: {
    NICKNAME_REQUIRED: 'กรุณากรอกชื่อเล่น',
    NICKNAME_TOO_LONG: `ชื่อเล่นยาวได้ไม่เกิน ${REVIEW_LIMITS.nickname.max} ตัวอักษร`,
    SUMMARY_REQUIRED: 'กรุณากรอกหัวข้อรีวิว',
    SUMMARY_TOO_LONG: `หัวข้อรีวิวยาวได้ไม่เกิน ${REVIEW_LIMITS.summary.max} ตัวอักษร`,
    TEXT_TOO_SHORT: `รีวิวต้องยาวอย่างน้อย ${REVIEW_LIMITS.text.min} ตัวอักษร`,
    TEXT_TOO_LONG: `รีวิวยาวได้ไม่เกิน ${REVIEW_LIMITS.text.max.toLocaleString('en-GB')} ตัวอักษร`,
    RATINGS_INVALID: 'กรุณาให้คะแนนคุณภาพ ความพอดี และความคุ้มค่า ตั้งแต่ 1 ถึง 5 ดาว',
    PRODUCT_UNAVAILABLE: 'ไม่สามารถรีวิวสินค้านี้ได้',
  },
};

/** `th` for Thai request languages (th, th_TH, th-TH), otherwise `en`. */
export function reviewLanguage(languageCode: string | undefined): ReviewLanguage {
  return (languageCode ?? '').toLowerCase().split(/[-_]/)[0] === 'th' ? 'th' : 'en';
}

/** The message of an error code in a shop language. */
export function reviewErrorMessage(code: ReviewErrorCode, language: ReviewLanguage): string {
  return MESSAGES[language][code];
}

// Things a browser would parse as markup: comments, CDATA, doctype / processing instructions,
// the content of script and style elements, and opening / closing tags (also unterminated ones at the end).
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const CDATA = /<!\[CDATA\[[\s\S]*?(?:\]\]>|$)/gi;
const DECLARATION = /<[!?][^>]*(?:>|$)/g;
const RAW_TEXT_ELEMENT = /<(script|style|template|iframe|noscript|textarea|title)\b[^>]*>[\s\S]*?(?:<\/\1\s*>|$)/gi;
const TAG = /<\/?[a-zA-Z][^<>]*(?:>|$)/g;
// Control characters other than tab and newline.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

/**
 * Removes HTML / XML markup, leaving the text a reader would see. Runs until nothing changes, so
 * nested tricks like `<<b>script>` leave no tag behind. Entities are left as typed.
 */
export function stripMarkup(input: string): string {
  let text = input;
  for (let i = 0; i < 10; i++) {
    const next = text.replace(COMMENT, '').replace(CDATA, '').replace(RAW_TEXT_ELEMENT, '').replace(DECLARATION, '').replace(TAG, '');
    if (next === text) break;
    text = next;
  }
  return text;
}

/** True when the text holds something {@link stripMarkup} would remove. */
export function containsMarkup(input: string): boolean {
  return stripMarkup(input) !== input;
}

/** One line of plain text: markup stripped, whitespace runs collapsed to one space, trimmed. */
export function cleanLine(input: string): string {
  return stripMarkup(String(input ?? ''))
    .replace(CONTROL, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Paragraphs of plain text: markup stripped, spaces tidied, at most one blank line in a row. */
export function cleanParagraphs(input: string): string {
  return stripMarkup(String(input ?? '').replace(/\r\n?/g, '\n'))
    .replace(CONTROL, '')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Length in characters as a person counts them in an input (Unicode code points). */
export function charCount(text: string): number {
  return [...text].length;
}

/** Validates and cleans a submission; the first problem found is returned as an error. */
export function validateReviewInput(
  input: Omit<SubmitProductReviewInput, 'productId'>,
): { ok: true; value: CleanReviewInput } | { ok: false; error: ReviewInputError } {
  const fail = (code: ReviewErrorCode, field: ReviewField) => ({ ok: false as const, error: { code, field } });
  const nickname = cleanLine(input.nickname);
  const summary = cleanLine(input.summary);
  const text = cleanParagraphs(input.text);
  const L = REVIEW_LIMITS;
  if (charCount(nickname) < L.nickname.min) return fail('NICKNAME_REQUIRED', 'nickname');
  if (charCount(nickname) > L.nickname.max) return fail('NICKNAME_TOO_LONG', 'nickname');
  if (charCount(summary) < L.summary.min) return fail('SUMMARY_REQUIRED', 'summary');
  if (charCount(summary) > L.summary.max) return fail('SUMMARY_TOO_LONG', 'summary');
  if (charCount(text) < L.text.min) return fail('TEXT_TOO_SHORT', 'text');
  if (charCount(text) > L.text.max) return fail('TEXT_TOO_LONG', 'text');
  const ratings = parseRatings(input.ratings);
  if (!ratings) return fail('RATINGS_INVALID', 'ratings');
  const averageRating = averageOf(REVIEW_RATING_NAMES.map((n) => ratings[n]));
  return { ok: true, value: { nickname, summary, text, ratings, averageRating, stars: starsFor(averageRating) } };
}

/** Exactly one integer 1-5 for each of quality, fit and value; anything else is null. */
export function parseRatings(ratings: Array<{ name: string; value: number }> | null | undefined): Record<ReviewRatingName, number> | null {
  if (!Array.isArray(ratings) || ratings.length !== REVIEW_RATING_NAMES.length) return null;
  const byName: Partial<Record<ReviewRatingName, number>> = {};
  for (const r of ratings) {
    const name = String(r?.name ?? '')
      .trim()
      .toLowerCase() as ReviewRatingName;
    if (!REVIEW_RATING_NAMES.includes(name) || byName[name] !== undefined) return null;
    const value = r.value;
    if (!Number.isInteger(value) || value < REVIEW_LIMITS.rating.min || value > REVIEW_LIMITS.rating.max) return null;
    byName[name] = value;
  }
  return byName as Record<ReviewRatingName, number>;
}

/** Mean of numbers rounded to 2 decimals; 0 for none. */
export function averageOf(values: readonly number[]): number {
  if (values.length === 0) return 0;
  return round2(values.reduce((a, b) => a + b, 0) / values.length);
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

/** Whole stars for an average rating: half up, clamped to 1-5. */
export function starsFor(averageRating: number): number {
  return Math.min(5, Math.max(1, Math.floor(averageRating + 0.5)));
}
