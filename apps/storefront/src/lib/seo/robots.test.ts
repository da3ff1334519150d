import { describe, expect, it } from 'vitest';
import { robotsRules, robotsTxt } from './robots';

/** A crawler's reading (Google's): the longest matching rule wins, `$` ends a path. */
function allowed(path: string): boolean {
  const matches = (rule: string) => {
    const anchored = rule.endsWith('$');
    const body = anchored ? rule.slice(0, -1) : rule;
    return anchored ? path === body : path.startsWith(body);
  };
  const disallow = robotsRules()
    .disallow.filter(matches)
    .sort((a, b) => b.length - a.length)[0];
  return !disallow;
}

describe('robotsTxt', () => {
  it('names the sitemap index on the public origin', () => {
    const text = robotsTxt('https://shop.test');
    expect(text).toMatch(/^User-agent: \*\n/);
    expect(text).toContain('\nSitemap: https://shop.test/sitemap.xml\n');
  });

  it('keeps crawlers out of the cart, checkout, account, sign-on, API and search results in both languages', () => {
    for (const lang of ['th', 'en']) {
      for (const path of ['cart', 'checkout', 'checkout/shipping', 'customer', 'customer/order-history/7', 'sso/postauth'])
        expect(allowed(`/${lang}/${path}`), path).toBe(false);
      expect(allowed(`/${lang}/search?q=shirt`)).toBe(false);
      expect(allowed(`/${lang}/cart?x=1`)).toBe(false);
      for (const path of ['', '/search', '/kits/home-kit', '/home-shirt-2025', '/about', '/cartoon-mug', '/customers-choice'])
        expect(allowed(`/${lang}${path}`), path).toBe(true);
    }
    expect(allowed('/api/commerce/getCart')).toBe(false);
    expect(allowed('/sso/cookie')).toBe(false);
    expect(allowed('/sitemap.xml')).toBe(true);
  });
});
