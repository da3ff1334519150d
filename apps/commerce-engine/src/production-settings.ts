import { productionRefusals, type Env, type SettingRule } from '@talat/service-kit';
import { smtpTransportOptions } from './email/smtp-transport';
import { testCardProviderOn } from './environment';

/**
 * What the engine and its worker refuse to start with under NODE_ENV=production (the kit's
 * `assertProductionSettings('engine', process.env, ENGINE_SETTING_RULES)`). Each setting has a
 * development default (environment.ts) so that `npm start` works from a fresh clone; in
 * production each refusal names the variable to set.
 */

/** A secret the kit's `secret` rule would refuse, as a `check` (for a secret only needed sometimes). */
function secretRefusal(name: string, env: Env): string | null {
  return productionRefusals({ ...env, NODE_ENV: 'production' }, [{ name, kind: 'secret' }])[0] ?? null;
}

export const ENGINE_SETTING_RULES: readonly SettingRule[] = [
  // Shared with the storefront: the catalogue-change notifications carry it.
  { name: 'REVALIDATE_SECRET', kind: 'secret' },
  // The storefront's proof to the Shop API (x-talat-shop-key).
  { name: 'SHOP_API_KEY', kind: 'secret' },
  // The seed's admin login: a person types it, so 12 characters, and never the demo's.
  { name: 'SUPERADMIN_PASSWORD', kind: 'secret', minLength: 12, demoValues: ['superadmin'] },
  {
    name: 'PAYMENT_TEST_MODE',
    kind: 'check',
    check: (value) =>
      value === undefined || value === 'true' || value === 'false'
        ? null
        : `PAYMENT_TEST_MODE must be true (the test card provider takes payments: a test deployment only) or false, not "${value}"`,
  },
  // Signs the test card tokens: needed only while the test card provider is on.
  {
    name: 'TEST_CARD_SECRET',
    kind: 'check',
    check: (_value, env) => (testCardProviderOn(env) ? secretRefusal('TEST_CARD_SECRET', env) : null),
  },
  {
    name: 'SMTP_URL',
    kind: 'check',
    check: (value) => {
      if (!value)
        return 'SMTP_URL is not set: email would go to the development mail catcher (smtp://user:password@host:587 or smtps://...:465)';
      try {
        smtpTransportOptions(value);
        return null;
      } catch (e) {
        return (e as Error).message;
      }
    },
  },
  { name: 'MAIL_FROM', kind: 'required' },
  // Their localhost defaults only work on one machine.
  { name: 'STOREFRONT_URL', kind: 'required' },
  { name: 'COMMERCE_PUBLIC_URL', kind: 'required' },
  { name: 'SIGN_ON_URL', kind: 'required' },
];
