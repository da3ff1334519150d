import en from '../../../messages/en.json';
import th from '../../../messages/th.json';
import { LOCALE_ENTRIES, LOCALES, type Locale } from '../locale/locales';

/**
 * The page every request gets in maintenance mode (spec section 4, "503 'Service Unavailable'"):
 * self-contained HTML (no script, style sheet or font: nothing else is served), in the shopper's
 * language first and the other language after it, from the message catalogues.
 */
const WORDS: Record<Locale, { title: string; text: string }> = { en: en.maintenance, th: th.maintenance };

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function maintenancePage(locale: Locale): string {
  const first = WORDS[locale];
  const others = LOCALES.filter((l) => l !== locale)
    .map((l) => `<section lang="${LOCALE_ENTRIES[l].language}"><h2>${escapeHtml(WORDS[l].title)}</h2><p>${escapeHtml(WORDS[l].text)}</p></section>`)
    .join('');
  return (
    `<!doctype html><html lang="${LOCALE_ENTRIES[locale].language}"><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(first.title)}</title>` +
    '<body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:40rem;margin:4rem auto;padding:0 1rem">' +
    `<main><h1>${escapeHtml(first.title)}</h1><p>${escapeHtml(first.text)}</p>${others}</main></body></html>`
  );
}

/** 503 with the page; not cached, and a hint to come back in ten minutes. */
export function maintenanceResponseInit(): ResponseInit {
  return {
    status: 503,
    statusText: 'Service Unavailable',
    headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '600', 'cache-control': 'no-store' },
  };
}
