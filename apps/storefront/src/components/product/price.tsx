import { formatPrice, type MoneyLike } from '../../lib/format/price';
import type { Locale } from '../../lib/locale/locales';

/**
 * A price in the shopper's currency. Test ids for browser tests: `price` (product tiles),
 * `product-price` (the product page's price), `variant-price`, `regular-price` (before discount).
 */
export function Price({ money, locale, className = 'price', testId = 'price' }: {
  money: MoneyLike;
  locale: Locale;
  className?: string;
  testId?: string;
}) {
  return (
    <span className={className} data-testid={testId}>
      {formatPrice(money, locale)}
    </span>
  );
}
