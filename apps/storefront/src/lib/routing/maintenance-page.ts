import en from '@messages/en.json';
import th from '@messages/th.json';
import { bilingualPage, type PageWords } from '@server/bilingual-page';
import { LOCALE_ENTRIES, LOCALES, type Locale } from '../locale/locales';

/**
 * The page every request gets in maintenance mode (spec section 4, "503 'Service Unavailable'"):
 * self-contained HTML (no script, style sheet or font: nothing else is served), in the shopper's
 * language first and the other language after it, from the message catalogues.
 */
const WORDS: Record<Locale, { title: string; text: string }> = { en: en.maintenance, th: th.maintenance };

const PAGE = LOCALES.map((l) => ({ lang: LOCALE_ENTRIES[l].language, ...WORDS[l] })) as [PageWords, ...PageWords[]];

export function maintenancePage(locale: Locale): string {
  return bilingualPage(PAGE, LOCALE_ENTRIES[locale].language);
}

/** 503 with the page; not cached, and a hint to come back in ten minutes. */
export function maintenanceResponseInit(): ResponseInit {
  return {
    status: 503,
    statusText: 'Service Unavailable',
    headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '600', 'cache-control': 'no-store' },
  };
}
