import type { Cart } from '@talat/commerce/types';
import { formatPrice } from '../../lib/format/price';
import { vatLabel } from '../../lib/format/vat-lines';
import type { Locale } from '../../lib/locale/locales';
import { fillTemplate } from '@/i18n/fill-template';
import type { CartWords } from './cart-words';
import { totalsRows, type TotalsRow } from './totals';
import styles from './cart.module.css';

function rowLabel(row: TotalsRow, labels: CartWords['totals'], short: boolean): string {
  switch (row.kind) {
    case 'subtotalExclTax':
      return labels.subtotalExclTax;
    case 'subtotalInclTax':
      return short ? labels.subtotal : labels.subtotalInclTax;
    case 'tax':
      return vatLabel(labels.tax, row.rate);
    case 'discount':
      return row.label ? `${labels.discount} (${row.label})` : labels.discount;
    case 'shipping':
      return row.label ? `${labels.shipping} (${row.label})` : labels.shipping;
    case 'giftCards':
      return labels.giftCards;
    case 'loyaltyApplied':
      return labels.loyaltyApplied;
    case 'grandTotal':
      return labels.grandTotal;
    case 'payable':
      return labels.payable;
    case 'loyalty':
      return fillTemplate(labels.loyalty, { points: row.points });
  }
}

const TEST_IDS: Record<TotalsRow['kind'], string> = {
  subtotalExclTax: 'totals-subtotal-excl-tax',
  subtotalInclTax: 'totals-subtotal',
  tax: 'totals-tax',
  discount: 'totals-discount',
  shipping: 'totals-shipping',
  giftCards: 'totals-gift-cards',
  loyaltyApplied: 'totals-loyalty-applied',
  grandTotal: 'totals-grand-total',
  payable: 'totals-payable',
  loyalty: 'totals-loyalty',
};

/**
 * The cart totals as a description list (label, amount). Discounts and gift cards are shown
 * as amounts taken off. `short` is the sidebar's form.
 */
export function CartTotals({
  cart,
  locale,
  labels,
  loyaltyEnabled,
  short = false,
}: {
  cart: Cart;
  locale: Locale;
  labels: CartWords['totals'];
  loyaltyEnabled: boolean;
  short?: boolean;
}) {
  const rows = totalsRows(cart, { loyaltyEnabled, short });
  const amounts = rows.filter((row) => row.kind !== 'loyalty');
  const loyalty = rows.find((row) => row.kind === 'loyalty');
  const headingId = short ? 'cart-sidebar-totals' : 'cart-totals';
  return (
    <section className={styles.totals} aria-labelledby={headingId} data-testid="cart-totals">
      <h2 id={headingId} className={short ? 'sr-only' : styles.sectionTitle}>
        {labels.title}
      </h2>
      <dl>
        {amounts.map((row, index) => (
          <div
            key={`${row.kind}-${index}`}
            className={row.kind === 'grandTotal' || row.kind === 'payable' ? styles.totalRow : undefined}
            data-testid={TEST_IDS[row.kind]}
          >
            <dt>{rowLabel(row, labels, short)}</dt>
            <dd>
              {'amount' in row
                ? row.kind === 'discount' || row.kind === 'giftCards' || row.kind === 'loyaltyApplied'
                  ? `−${formatPrice(row.amount, locale)}`
                  : formatPrice(row.amount, locale)
                : null}
            </dd>
          </div>
        ))}
      </dl>
      {loyalty ? (
        <p className={styles.loyalty} data-testid={TEST_IDS.loyalty}>
          {rowLabel(loyalty, labels, short)}
        </p>
      ) : null}
    </section>
  );
}
