import { createElement } from 'react';
import type { Locale } from '../../lib/locale/locales';
import { ConsentedScript } from '../consent/consented-script';
import styles from './reviews.module.css';

/**
 * The reviews section when a reviews provider shows them (store config `reviews`): the
 * provider's script and its element, told the product and the language. Until (or unless) the
 * script upgrades the element, it holds a line in the shopper's language. The provider's script sets
 * its own cookies: it loads only with the shopper's consent to marketing (docs/decisions/0054).
 */
export function ProviderReviews({
  provider,
  scriptUrl,
  elementName,
  sku,
  locale,
  labels,
}: {
  provider: string;
  scriptUrl: string;
  elementName: string;
  sku: string;
  locale: Locale;
  labels: { title: string; loading: string };
}) {
  return (
    <section className={styles.section} aria-labelledby="reviews" data-provider={provider}>
      <h2 id="reviews" tabIndex={-1}>
        {labels.title}
      </h2>
      <ConsentedScript src={scriptUrl} category="marketing" />
      {createElement(elementName, { 'data-product-sku': sku, 'data-locale': locale }, <p>{labels.loading}</p>)}
    </section>
  );
}
