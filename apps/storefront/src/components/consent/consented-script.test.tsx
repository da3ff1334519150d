import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BnplMessage } from '../product/bnpl-message';
import { ProviderReviews } from '../reviews/provider-reviews';

// On the server (and so in every kept page) no shopper has consented: a provider's script is never in the HTML.
describe('provider widgets before consent', () => {
  it('render their element with the shop text and no provider script', () => {
    const reviews = renderToStaticMarkup(
      <ProviderReviews
        provider="acme"
        scriptUrl="https://widgets.example/reviews.js"
        elementName="acme-reviews"
        sku="TFC-HOME-24"
        locale="en"
        labels={{ title: 'Reviews', loading: 'Loading reviews' }}
      />,
    );
    const bnpl = renderToStaticMarkup(
      <BnplMessage
        amount={{ value: 1200, currency: 'THB' }}
        locale="th"
        template="or {count} payments of {amount}"
        settings={{
          enabled: true,
          provider: 'acme',
          installments: 3,
          limits: { THB: { min: 0, max: 100000 } },
          scriptUrl: 'https://widgets.example/bnpl.js',
          elementName: 'acme-bnpl',
        }}
      />,
    );
    expect(reviews).toContain('<acme-reviews');
    expect(bnpl).toContain('<acme-bnpl');
    for (const html of [reviews, bnpl]) {
      expect(html).not.toContain('widgets.example');
      expect(html).not.toContain('<script');
    }
  });
});
