import { formatPrice, type MoneyLike } from '../../lib/format/price';
import type { Locale } from '../../lib/locale/locales';

/**
 * A price in the shopper's currency. Test ids for browser tests: `price` (product tiles),
 * `product-price` (the product page's price), `variant-price`, `regular-price` (before discount).
 */
export function Price({
  money,
  locale,
  text,
  className = 'price',
  testId = 'price',
}: {
  money: MoneyLike;
  locale: Locale;
  /** The price already written (lib/product/price-texts.ts); formatted here when absent. */
  text?: string;
  className?: string;
  testId?: string;
}) {
  return (
    <span className={className} data-testid={testId}>
      {text ?? formatPrice(money, locale)}
    </span>
  );
}
