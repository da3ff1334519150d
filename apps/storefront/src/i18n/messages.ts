import type { Locale } from '../lib/locale/locales';

export type Messages = typeof import('../../messages/en.json');

export async function loadMessages(locale: Locale): Promise<Messages> {
  return locale === 'th'
    ? (await import('../../messages/th.json')).default
    : (await import('../../messages/en.json')).default;
}
