import type { Messages } from '@/i18n/messages';

/**
 * The newsletter's words as its client components read them: keys of the `newsletter` subtree
 * of the catalogues (messages/{lang}/newsletter.json, typed from the English file). Outcome texts
 * with `{email}` are filled with fillTemplate in the browser (docs/decisions/0040).
 */
export type NewsletterWords = Messages['newsletter'];

/** What the subscribe form says (the footer's, the newsletter window's, exit capture's, My Account's). */
export const FORM_WORDS = ['emailLabel', 'submit', 'submitting', 'invalidEmail', 'required', 'outcomes', 'generic'] as const;
export type NewsletterFormWords = Pick<NewsletterWords, (typeof FORM_WORDS)[number]>;
