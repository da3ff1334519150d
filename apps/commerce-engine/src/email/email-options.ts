import path from 'node:path';
import { defaultEmailHandlers, EmailPluginOptions, EmailTransportOptions } from '@vendure/email-plugin';
import { APP_ROOT } from '../environment';
import { LocalisedTemplateLoader } from './localised-template-loader';
import { newsletterEmailHandlers } from '../plugins/newsletter/newsletter-email-handlers';
import { orderConfirmationHandler } from './order-confirmation-handler';
import { orderShippedHandler } from '../plugins/order-tracking/order-shipped-email-handler';
import { stockAlertEmailHandlers } from '../plugins/stock-alerts/stock-alert-email-handlers';

export interface EmailSettings {
  storefrontUrl: string;
  /** The sender of every email (MAIL_FROM). */
  mailFrom: string;
  /**
   * How emails leave: SMTP (`smtpTransportOptions(SMTP_URL)`: the development mail catcher, a
   * relay in production), or Vendure's `testing` transport in the engine's tests.
   */
  transport: EmailTransportOptions;
}

/** The project's templates (static/email/templates) over Vendure's own. */
export const OWN_TEMPLATES = path.join(APP_ROOT, 'static/email/templates');
const VENDURE_TEMPLATES = path.join(path.dirname(require.resolve('@vendure/email-plugin/package.json')), 'templates');

/** EmailPlugin options: the given transport, the order confirmation, shipping, newsletter and stock alert emails in en / th. */
export function emailPluginOptions(settings: EmailSettings): EmailPluginOptions {
  return {
    transport: settings.transport,
    handlers: [
      orderConfirmationHandler,
      orderShippedHandler(settings.storefrontUrl),
      ...newsletterEmailHandlers,
      ...stockAlertEmailHandlers,
      ...defaultEmailHandlers.filter((h) => h.type !== 'order-confirmation'),
    ],
    templateLoader: new LocalisedTemplateLoader(OWN_TEMPLATES, VENDURE_TEMPLATES),
    globalTemplateVars: {
      fromAddress: settings.mailFrom,
      verifyEmailAddressUrl: `${settings.storefrontUrl}/en/customer/verify`,
      passwordResetUrl: `${settings.storefrontUrl}/en/reset-password`,
      changeEmailAddressUrl: `${settings.storefrontUrl}/en/customer/my-profile`,
    },
  };
}
