import type { Messages } from '@/i18n/messages';

/** The form's words: the catalogue's `reviews` keys it shows (limits are filled in here). */
export const REVIEW_FORM_KEYS = [
  'formTitle',
  'formIntro',
  'nickname',
  'summary',
  'text',
  'textHint',
  'yourRatings',
  'quality',
  'fit',
  'value',
  'star',
  'submit',
  'submitting',
  'errorRequired',
  'errorTooLong',
  'errorTooShort',
  'errorMarkup',
  'errorRating',
  'errorSummary',
  'errorServer',
  'success',
  'successPending',
  'captcha',
] as const;
export type ReviewFormWords = Pick<Messages['reviews'], (typeof REVIEW_FORM_KEYS)[number]>;
