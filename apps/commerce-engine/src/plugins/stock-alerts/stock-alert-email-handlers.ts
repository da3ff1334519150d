import { EmailEventListener } from '@vendure/email-plugin';
import { alertLanguage } from './alert-rules';
import { StockAlertEmailEvent, StockAlertEmailKind } from './stock-alert-email.event';

/** The subject in the alert's language; the back-in-stock one names the product. */
export function stockAlertSubject(kind: StockAlertEmailKind, languageCode: string, productName: string): string {
  const th = alertLanguage(languageCode) === 'th';
  if (kind === 'confirm') return th ? 'โปรดยืนยันการแจ้งเตือนเมื่อสินค้ากลับมา' : 'Please confirm your back-in-stock alert';
  return th ? `${productName} กลับมาแล้ว` : `${productName} is back in stock`;
}

function handler(kind: StockAlertEmailKind) {
  return new EmailEventListener(`stock-alert-${kind}`)
    .on(StockAlertEmailEvent)
    .filter((event) => event.kind === kind)
    .setRecipient((event) => event.emailAddress)
    .setFrom('{{ fromAddress }}')
    .setSubject('{{ subjectLine }}')
    .setTemplateVars((event) => ({
      ...event.vars,
      subjectLine: stockAlertSubject(kind, event.ctx.languageCode, event.vars.productName),
    }));
}

/**
 * `stock-alert-confirm` (a guest's double opt-in: confirm and cancel links) and
 * `stock-alert-back-in-stock` (the variant can be bought again: a link to it), in the alert's
 * language (templates static/email/templates/stock-alert-*\/body{,.th}.hbs).
 */
export const stockAlertEmailHandlers = [handler('confirm'), handler('back-in-stock')];
