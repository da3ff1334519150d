import { adyenAccountFromEnv, type AdyenAccountSettings } from '@talat/adyen/account-settings';
import { z } from 'zod';

/**
 * Card payments and PromptPay on Magento (docs/decisions/0063): the storefront's server pays at
 * Adyen's Checkout API itself, then gives the Magento cart the Adyen module's method code and
 * places the order. These are its Adyen settings: server-only, never in a bundle, a log or an
 * error message.
 */
export interface MagentoAdyenOptions extends AdyenAccountSettings {
  /** Timeout of each Checkout API call (default 30 s). */
  timeoutMs?: number;
}

type Env = Readonly<Record<string, string | undefined>>;

const hex = z.string().regex(/^([0-9a-fA-F]{2})+$/, 'must be the hex key the Customer Area shows');
const settings = z.object({
  apiKey: z.string().min(1),
  merchantAccount: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/, 'must be the merchant account code'),
  clientKey: z.string().regex(/^(test|live)_[A-Za-z0-9]+$/, 'must be a client key (test_... or live_...)'),
  hmacKey: hex,
  liveUrlPrefix: z.string().min(1).optional(),
  checkoutUrl: z.url({ protocol: /^https?$/ }).optional(),
});

/**
 * The Magento connector's Adyen settings, from the environment: only with `PAYMENT_PROVIDER=adyen`
 * (else undefined: the Adyen module's methods are not offered). An unset key takes the Adyen
 * stand-in's development value, and without `ADYEN_API_KEY` the Checkout API is the stand-in's
 * (`ADYEN_CHECKOUT_URL` or port 3006), as the storefront's other settings have development
 * defaults: a production start refuses them, naming each (apps/storefront/server/
 * magento-adyen-settings.ts; the storefront's process always runs with NODE_ENV=production, so
 * the check is the start's, not this reader's). A malformed value throws, naming the variable only.
 */
export function magentoAdyenFromEnv(env: Env): MagentoAdyenOptions | undefined {
  if (env.PAYMENT_PROVIDER?.trim() !== 'adyen') return undefined;
  // The stand-in's values whatever NODE_ENV: the storefront's start refuses them in production.
  const { environment, ...raw } = adyenAccountFromEnv(env, { standIn: true });
  const parsed = settings.safeParse(raw);
  if (!parsed.success) {
    // Names and rules only: never a value (the keys are secrets).
    const names: Record<string, string> = {
      apiKey: 'ADYEN_API_KEY',
      merchantAccount: 'ADYEN_MERCHANT_ACCOUNT',
      clientKey: 'ADYEN_CLIENT_KEY',
      hmacKey: 'ADYEN_HMAC_KEY',
      liveUrlPrefix: 'ADYEN_LIVE_URL_PREFIX',
      checkoutUrl: 'ADYEN_CHECKOUT_URL',
    };
    const problems = parsed.error.issues.map((i) => `${names[String(i.path[0])] ?? String(i.path[0])} ${i.message}`);
    throw new Error(`Adyen settings of the Magento connector: ${problems.join('; ')}`);
  }
  if (environment !== 'test' && !parsed.data.liveUrlPrefix)
    throw new Error(`ADYEN_LIVE_URL_PREFIX is required with ADYEN_ENVIRONMENT=${environment}`);
  return { ...parsed.data, environment };
}
