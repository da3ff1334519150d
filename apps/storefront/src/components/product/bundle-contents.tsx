import type { BundleComponent, Money } from '@talat/commerce/types';
import { formatPrice } from '../../lib/format/price';
import type { Locale } from '../../lib/locale/locales';
import { bundleSummary } from '../../lib/product/bundle';
import styles from './product.module.css';

/** What a bundle holds (label and quantity of each part) and what the whole bundle costs. */
export function BundleContents({
  components,
  price,
  locale,
  labels,
}: {
  components: readonly BundleComponent[];
  price: Money;
  locale: Locale;
  labels: { title: string; quantity: (count: number) => string; total: (items: number) => string };
}) {
  if (components.length === 0) return null;
  const summary = bundleSummary(components, price);
  return (
    <section className={styles.bundle} aria-labelledby="bundle-title">
      <h2 id="bundle-title">{labels.title}</h2>
      <ul>
        {components.map((component) => (
          <li key={component.sku}>
            <span className={styles.bundleQuantity}>{labels.quantity(component.quantity)}</span> {component.label}
          </li>
        ))}
      </ul>
      <p className={styles.bundleTotal}>
        {labels.total(summary.items)}: <strong data-testid="bundle-total">{formatPrice(summary.total, locale)}</strong>
      </p>
    </section>
  );
}
