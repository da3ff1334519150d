import { describe, expect, it } from 'vitest';
import { testProduct } from '../product/test-product';
import { breadcrumbJsonLd, productJsonLd, serializeJsonLd } from './json-ld';
import { organizationJsonLd, webSiteJsonLd } from './site-json-ld';
import { jsonLdErrors } from './validation/structured-data';

const site = { origin: 'https://shop.test', locale: 'th' as const, name: 'Talat FC', description: 'ร้านค้า' };

describe('organizationJsonLd and webSiteJsonLd', () => {
  it("describe the shop and its search in the page's language", () => {
    expect(organizationJsonLd(site)).toMatchObject({
      '@type': 'Organization',
      name: 'Talat FC',
      url: 'https://shop.test/th',
      logo: 'https://shop.test/icons/icon-512.png',
    });
    expect(webSiteJsonLd(site)).toMatchObject({
      '@type': 'WebSite',
      url: 'https://shop.test/th',
      inLanguage: 'th',
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://shop.test/th/search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('cannot close its script element, whatever the shop is called', () => {
    expect(serializeJsonLd(organizationJsonLd({ ...site, name: '</script><script>alert(1)</script>' }))).not.toContain('<');
  });
});

describe('every JSON-LD block the shop writes', () => {
  it('is valid against schema.org and Google’s rich-result rules', async () => {
    const url = 'https://shop.test/en/home-shirt';
    const blocks = [
      organizationJsonLd(site),
      webSiteJsonLd(site),
      productJsonLd({ product: testProduct(), url, description: 'Red and gold.', rating: { average: 4.26, count: 3 } }),
      breadcrumbJsonLd([{ name: 'Home', url: 'https://shop.test/en' }, { name: 'Shirt' }]),
    ];
    expect(await jsonLdErrors(blocks)).toEqual([]);
  });

  it('is checked for real: an unknown type, an unknown property or a missing required field fails', async () => {
    expect(await jsonLdErrors([{ ...webSiteJsonLd(site), nmae: 'x' }])).toEqual([expect.stringMatching(/"nmae".*not supported/)]);
    expect(await jsonLdErrors([{ ...organizationJsonLd(site), '@type': 'Organisation' }])).toEqual([
      expect.stringMatching(/not a valid schema.org type/),
    ]);
    const { name: _name, ...nameless } = organizationJsonLd(site);
    expect(await jsonLdErrors([nameless])).not.toEqual([]);
  });
});
