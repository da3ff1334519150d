'use client';

import { useProductSelection } from './product-selection';
import styles from './product.module.css';

export interface StockTexts {
  /** Text for the product as a whole (no variant chosen, or no options). */
  product: { text: string; out: boolean };
  /** Text per variant uid ("Only 2 left", "Out of stock", "In stock"). */
  variants: Record<string, { text: string; out: boolean }>;
  /** Shown while a configurable product's options are not all chosen. */
  chooseOptions: string;
}

/** Stock of the chosen variant (or the product): out of stock, "Only X left" or in stock. */
export function StockStatus({ texts }: { texts: StockTexts }) {
  const { product, variant } = useProductSelection();
  const configurable = product.configurable_options.length > 0;
  // Before every option is chosen, a product with no stock at all still says so.
  const stock = variant ? (texts.variants[variant.uid] ?? texts.product) : !configurable || texts.product.out ? texts.product : null;
  return (
    <p className={stock?.out ? `${styles.stock} ${styles.stockOut}` : styles.stock} aria-live="polite" data-testid="stock-status">
      {stock ? stock.text : texts.chooseOptions}
    </p>
  );
}
