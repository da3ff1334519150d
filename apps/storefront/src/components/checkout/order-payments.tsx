import type { OrderSummary } from '@talat/commerce/types';
import { fillTemplate } from '@/i18n/fill-template';
import type { Messages } from '@/i18n/messages';

/** How the order was paid: card brand and last four digits, cheque / money order, gift cards. */
export function OrderPayments({
  order,
  labels,
  brands,
}: {
  order: OrderSummary;
  labels: Messages['checkoutThankYou'];
  brands: Messages['checkoutCard']['brands'];
}) {
  const lines: string[] = [];
  for (const payment of order.payments) {
    if (payment.card) {
      const brand = (brands as Record<string, string>)[payment.card.brand] ?? payment.card.brand;
      lines.push(fillTemplate(labels.card, { brand, last4: payment.card.last4 }));
    } else if (payment.kind === 'cheque') lines.push(labels.cheque);
    else if (payment.kind === 'gift-card') {
      const codes = order.applied_gift_cards.map((c) => c.gift_card_masked).join(', ');
      lines.push(codes ? `${labels.giftCard} (${codes})` : labels.giftCard);
    }
  }
  // Cheque stays Authorized until staff settle it; a method without a listed payment still shows.
  if (lines.length === 0 && order.payment_kind === 'cheque') lines.push(labels.cheque);
  if (lines.length === 0 && order.payment_kind === 'card') lines.push(brands.card);
  return (
    <ul className="order-payments" data-testid="order-payment-method">
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}
