import type { AppliedGiftCard, CartItem, CartPrices } from '@talat/commerce/types';
import { formatPrice } from '../../lib/format/price';
import { vatLabel, vatLines } from '../../lib/format/vat-lines';
import type { Locale } from '../../lib/locale/locales';
import { fillTemplate } from '@/i18n/fill-template';
import { soldWithoutVat } from '../cart/line-prices';
import type { Messages } from '@/i18n/messages';

/**
 * The order's lines and totals (payment step and thank-you page): subtotal, discounts,
 * shipping, taxes included, gift cards, order total and, when gift cards pay part, what is left
 * to pay. Presentational: no hooks, so server and client components both render it.
 */
export function OrderSummary({
  items,
  prices,
  giftCards,
  locale,
  labels,
  freeLabel,
  headingLevel = 2,
}: {
  items: CartItem[];
  prices: CartPrices;
  giftCards: AppliedGiftCard[];
  locale: Locale;
  labels: Messages['checkout']['summary'];
  freeLabel: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const price = (value: { value: number; currency: string }) => formatPrice(value, locale);
  const paidByCards = prices.giftcard_amount.value > 0;
  return (
    <section className="order-summary" aria-labelledby="order-summary-title" data-testid="order-summary">
      <Heading id="order-summary-title">{labels.title}</Heading>
      <ul className="order-summary__items" aria-label={labels.items}>
        {items.map((item) => (
          <li key={item.uid} className="order-summary__item">
            <span className="order-summary__name">
              {item.product.name}
              {item.product.is_preorder ? <span className="badge order-summary__preorder">{labels.preorder}</span> : null}
              {item.configured_variant?.options.length ? (
                <span className="order-summary__detail">
                  {item.configured_variant.options.map((o) => `${o.label}: ${o.value}`).join(', ')}
                </span>
              ) : null}
              {item.personalisation_options.map((p) => (
                <span key={p.type} className="order-summary__detail">
                  {fillTemplate(labels.personalisation, { value: p.value })}
                </span>
              ))}
              {item.bundle_options.length ? (
                <span className="order-summary__detail">{item.bundle_options.map((b) => `${b.quantity} × ${b.label}`).join(', ')}</span>
              ) : null}
              {soldWithoutVat(item) ? (
                <span className="order-summary__detail" data-testid="order-summary-vat-free">
                  {labels.vatFree}
                </span>
              ) : null}
              <span className="order-summary__detail">{fillTemplate(labels.quantity, { count: item.quantity })}</span>
            </span>
            <span className="order-summary__price">{price(item.prices.row_total_including_tax)}</span>
          </li>
        ))}
      </ul>
      <dl className="order-summary__totals">
        <div>
          <dt>{labels.subtotal}</dt>
          <dd>{price(prices.subtotal_including_tax)}</dd>
        </div>
        {prices.discounts.map((d, i) => (
          <div key={`d${i}`}>
            <dt>{fillTemplate(labels.discount, { label: d.label })}</dt>
            <dd>−{price(d.amount)}</dd>
          </div>
        ))}
        <div>
          <dt>{labels.shipping}</dt>
          <dd>{prices.shipping_including_tax.value > 0 ? price(prices.shipping_including_tax) : freeLabel}</dd>
        </div>
        {giftCards.map((card) => (
          <div key={card.gift_card_code}>
            <dt>{fillTemplate(labels.giftCard, { code: card.gift_card_masked })}</dt>
            <dd>−{price(card.applied_amount)}</dd>
          </div>
        ))}
        <div className="order-summary__grand">
          <dt>{labels.grandTotal}</dt>
          <dd data-testid="order-total">{price(prices.grand_total)}</dd>
        </div>
        {paidByCards ? (
          <div className="order-summary__grand">
            <dt>{labels.payable}</dt>
            <dd data-testid="order-payable">{price(prices.payable_total)}</dd>
          </div>
        ) : null}
        {vatLines(prices.applied_taxes).map((vat) => (
          <div key={`t${vat.rate}`} className="order-summary__tax" data-testid="order-vat">
            <dt>{vatLabel(labels.tax, vat.rate)}</dt>
            <dd>{price(vat.amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
