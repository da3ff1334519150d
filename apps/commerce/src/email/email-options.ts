import path from 'node:path';
import { defaultEmailHandlers, EmailPluginDevModeOptions } from '@vendure/email-plugin';
import { APP_ROOT } from '../environment';
import { LocalisedTemplateLoader } from './localised-template-loader';
import { newsletterEmailHandlers } from '../plugins/newsletter/newsletter-email-handlers';
import { orderConfirmationHandler } from './order-confirmation-handler';

export interface EmailSettings {
  storefrontUrl: string;
  /** Where dev mode writes each email (a JSON file per email); default static/email/test-emails. */
  outputPath?: string;
}

/** The project's templates (static/email/templates) over Vendure's own. */
export const OWN_TEMPLATES = path.join(APP_ROOT, 'static/email/templates');
const VENDURE_TEMPLATES = path.join(path.dirname(require.resolve('@vendure/email-plugin/package.json')), 'templates');

/** EmailPlugin options: dev mode (files and the /mailbox page), the order confirmation in en / th. */
export function emailPluginOptions(settings: EmailSettings): EmailPluginDevModeOptions {
  return {
    devMode: true,
    outputPath: settings.outputPath ?? path.join(APP_ROOT, 'static/email/test-emails'),
    route: 'mailbox',
    handlers: [orderConfirmationHandler, ...newsletterEmailHandlers, ...defaultEmailHandlers.filter((h) => h.type !== 'order-confirmation')],
    templateLoader: new LocalisedTemplateLoader(OWN_TEMPLATES, VENDURE_TEMPLATES),
    globalTemplateVars: {
      fromAddress: '"Talat FC Official Store" <noreply@talat.example>',
      verifyEmailAddressUrl: `${settings.storefrontUrl}/en/customer/verify`,
      passwordResetUrl: `${settings.storefrontUrl}/en/reset-password`,
      changeEmailAddressUrl: `${settings.storefrontUrl}/en/customer/my-profile`,
    },
  };
}
