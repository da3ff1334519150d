import { LOCALES } from '../locale/locales';
import { absoluteUrl } from './json-ld';
import { SITEMAP_INDEX_PATH } from './sitemap';

/**
 * robots.txt (issue 34, docs/decisions/0052): every crawler may read the shop but not the
 * per-shopper pages (cart, checkout and its steps, My Account, the sign-on's return), the storefront
 * API, nor search result pages (`/{lang}/search?...`: endless thin pages; the bare search page
 * stays crawlable), in both languages; the sitemap index by its absolute URL. Each per-shopper
 * path is matched whole (`$`, `/`, `?`: Google's and Bing's rules) so that a product whose slug
 * starts with `cart` stays crawlable.
 */
const PER_SHOPPER = ['cart', 'checkout', 'customer', 'sso'];

export function robotsRules(): { disallow: string[] } {
  const disallow = ['/api/', '/sso/'];
  for (const locale of LOCALES) {
    for (const path of PER_SHOPPER) disallow.push(`/${locale}/${path}$`, `/${locale}/${path}/`, `/${locale}/${path}?`);
    disallow.push(`/${locale}/search?`);
  }
  return { disallow };
}

export function robotsTxt(origin: string): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...robotsRules().disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absoluteUrl(origin, SITEMAP_INDEX_PATH)}`,
  ];
  return `${lines.join('\n')}\n`;
}
