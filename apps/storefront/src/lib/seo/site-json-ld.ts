import { LOCALE_ENTRIES, localePath, type Locale } from '../locale/locales';
import { absoluteUrl, type JsonLd } from './json-ld';

/**
 * The home page's schema.org JSON-LD (issue 34, docs/decisions/0052), pure: the shop as an
 * `Organization` (name, home, logo) and the site as a `WebSite` in the page's language whose
 * `SearchAction` leads to the search page (`/{lang}/search?q=...`, the sitelinks search box).
 */
export interface SiteLdInput {
  /** The shop's public origin (STOREFRONT_URL). */
  origin: string;
  locale: Locale;
  name: string;
  description?: string;
}

/** The shop's logo: a square PNG of the crest, as Google asks of an organisation's logo. */
export const LOGO_PATH = '/icons/icon-512.png';

export const SEARCH_TERM = 'search_term_string';

export function organizationJsonLd({ origin, locale, name }: SiteLdInput): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': absoluteUrl(origin, '/#organization'),
    name,
    url: absoluteUrl(origin, localePath(locale)),
    logo: absoluteUrl(origin, LOGO_PATH),
  };
}

export function webSiteJsonLd({ origin, locale, name, description }: SiteLdInput): JsonLd {
  const home = absoluteUrl(origin, localePath(locale));
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${home}#website`,
    name,
    url: home,
    inLanguage: LOCALE_ENTRIES[locale].language,
    ...(description ? { description } : {}),
    publisher: { '@id': absoluteUrl(origin, '/#organization') },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl(origin, localePath(locale, 'search'))}?q={${SEARCH_TERM}}` },
      'query-input': `required name=${SEARCH_TERM}`,
    },
  };
}
