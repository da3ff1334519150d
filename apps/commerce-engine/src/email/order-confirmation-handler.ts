import { EntityHydrator, OrderStateTransitionEvent } from '@vendure/core';
import { EmailEventListener, shippingLinesWithMethod, transformOrderLineAssetUrls } from '@vendure/email-plugin';
import { orderAddressLines } from './order-address-lines';

/** Placed: the first step from ArrangingPayment to a paid state (cheque orders are only authorised). */
const PLACED = new Set(['PaymentAuthorized', 'PaymentSettled']);

export function orderConfirmationSubject(code: string, languageCode: string): string {
  return languageCode === 'th' ? `ยืนยันคำสั่งซื้อ #${code}` : `Order confirmation for #${code}`;
}

/**
 * The order confirmation, sent once when an order is placed (Vendure's default handler waits for
 * PaymentSettled, which a cheque order reaches only when staff settle it). Language: the request
 * that placed the order (`?languageCode=th` gives the Thai template and subject).
 */
export const orderConfirmationHandler = new EmailEventListener('order-confirmation')
  .on(OrderStateTransitionEvent)
  .filter((event) => PLACED.has(event.toState) && event.fromState === 'ArrangingPayment' && !!event.order.customer)
  .loadData(async ({ event, injector }) => {
    await injector.get(EntityHydrator).hydrate(event.ctx, event.order, {
      relations: ['lines.featuredAsset', 'lines.productVariant', 'shippingLines.shippingMethod'],
    });
    transformOrderLineAssetUrls(event.ctx, event.order, injector);
    return { shippingLines: shippingLinesWithMethod(event.order) };
  })
  .setRecipient((event) => event.order.customer!.emailAddress)
  .setFrom('{{ fromAddress }}')
  .setSubject('{{ subjectLine }}')
  .setTemplateVars((event) => ({
    order: event.order,
    shippingLines: event.data.shippingLines,
    shippingAddressLines: orderAddressLines(event.order.shippingAddress),
    subjectLine: orderConfirmationSubject(event.order.code, event.ctx.languageCode),
  }));
