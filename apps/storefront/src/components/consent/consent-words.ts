import type { Messages } from '@/i18n/messages';

/** The consent banner's and settings' words (the `consent` subtree of the catalogues, docs/decisions/0040). */
export type ConsentWords = Messages['consent'];

/** What the banner and the settings dialog say; the footer's button has `settings` alone. */
export const DIALOG_WORDS = [
  'title',
  'description',
  'acceptAll',
  'rejectAll',
  'choose',
  'preferencesTitle',
  'preferencesText',
  'save',
  'close',
  'necessaryTitle',
  'necessaryText',
  'analyticsTitle',
  'analyticsText',
  'marketingTitle',
  'marketingText',
] as const;
export type ConsentDialogWords = Pick<ConsentWords, (typeof DIALOG_WORDS)[number]>;
