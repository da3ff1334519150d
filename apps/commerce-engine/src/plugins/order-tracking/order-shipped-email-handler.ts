import { EmailEventListener } from '@vendure/email-plugin';
import { OrderShippedEvent } from './order-shipped.event';

export function orderShippedSubject(code: string, languageCode: string): string {
  return languageCode === 'th' ? `คำสั่งซื้อ #${code} จัดส่งแล้ว` : `Your order #${code} is on its way`;
}

/**
 * "Your order is on its way", to the order's customer in the order's language: carrier, tracking
 * number with the carrier's tracking link, expected delivery, and where to follow the order in the
 * shop (templates static/email/templates/order-shipped/body{,.th}.hbs).
 */
export function orderShippedHandler(storefrontUrl: string) {
  return new EmailEventListener('order-shipped')
    .on(OrderShippedEvent)
    .filter((event) => !!event.order.customer?.emailAddress)
    .setRecipient((event) => event.order.customer!.emailAddress)
    .setFrom('{{ fromAddress }}')
    .setSubject('{{ subjectLine }}')
    .setTemplateVars((event) => {
      const lang = event.ctx.languageCode === 'th' ? 'th' : 'en';
      const { order } = event;
      // Plain values: the job that sends the email carries them as JSON, and an Order entity
      // without its lines cannot be serialised (its `discounts` getter needs them).
      return {
        order: { code: order.code, customer: { firstName: order.customer?.firstName ?? '', lastName: order.customer?.lastName ?? '' } },
        shipment: event.shipment,
        expectedDelivery: event.shipment.expectedDelivery ? formatDay(event.shipment.expectedDelivery, lang) : null,
        orderStatusUrl: `${storefrontUrl}/${lang}/order-status`,
        subjectLine: orderShippedSubject(event.order.code, lang),
      };
    });
}

/** A day as the shopper reads it (Thai: Buddhist era), in Bangkok's calendar. */
export function formatDay(date: Date, lang: 'th' | 'en'): string {
  return new Intl.DateTimeFormat(lang === 'th' ? 'th-TH' : 'en-GB', { dateStyle: 'long', timeZone: 'Asia/Bangkok' }).format(date);
}
