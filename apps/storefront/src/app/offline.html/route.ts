import en from '@messages/en.json';
import th from '@messages/th.json';
import { bilingualPage, type PageWords } from '@server/bilingual-page';
import { isLocale, LOCALE_ENTRIES, LOCALES, type Locale } from '../../lib/locale/locales';

/**
 * The page the service worker shows for a page it has not kept while the network is away (spec
 * section 8): self-contained (it must show with nothing else), the shopper's language first
 * (`?lang=`), then the other. Precached by the service worker at install.
 */
const WORDS: Record<Locale, Omit<PageWords, 'lang'>> = {
  en: { title: en.app.offline.title, text: en.app.offline.text, home: { label: en.app.offline.home, href: '/en' } },
  th: { title: th.app.offline.title, text: th.app.offline.text, home: { label: th.app.offline.home, href: '/th' } },
};
const PAGE = LOCALES.map((l) => ({ lang: LOCALE_ENTRIES[l].language, ...WORDS[l] })) as [PageWords, ...PageWords[]];

export function GET(request: Request): Response {
  const asked = new URL(request.url).searchParams.get('lang');
  const lang: Locale = isLocale(asked) ? asked : 'en';
  return new Response(bilingualPage(PAGE, LOCALE_ENTRIES[lang].language), {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
  });
}
