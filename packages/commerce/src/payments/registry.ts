import { connectorConfigFromEnv, type Env } from '../backend-config';
import type { PaymentProvider } from './payment-provider';
import { createTestCardProvider } from './test-card-provider';

/**
 * No card payments (`PAYMENT_PROVIDER=none`, the default beside a backend without the test-card
 * provider): every card is refused with `not_supported`, so the card step says so in the shopper's
 * words and nothing is sent anywhere.
 */
export const NO_CARD_PROVIDER: PaymentProvider = {
  name: 'none',
  async tokeniseCard() {
    return { ok: false, errors: [{ field: 'number', code: 'not_supported', message: {} }] };
  },
};

/**
 * The providers this storefront knows, by `PAYMENT_PROVIDER` name. Each reads what it needs from
 * the environment; none imports a backend's connector. Adding one: a line here.
 */
const PROVIDERS: Readonly<Record<string, (env: Env) => PaymentProvider>> = {
  // The engine's test provider sits beside its Shop API; its own plain fetch keeps cards out of
  // the storefront's data cache.
  'test-card': (env) => {
    const config = connectorConfigFromEnv(env);
    if (config.backend !== 'vendure') throw new Error(`PAYMENT_PROVIDER "test-card" needs the vendure backend, not "${config.backend}"`);
    return createTestCardProvider({ shopApiUrl: config.shopApiUrl });
  },
  none: () => NO_CARD_PROVIDER,
};

/**
 * The card payment provider of this process: `PAYMENT_PROVIDER` (default `test-card` beside the
 * embedded engine, `none` beside another backend). Throws on one it does not know.
 */
export function paymentProviderFromEnv(env: Env): PaymentProvider {
  const name = (env.PAYMENT_PROVIDER ?? '').trim() || (connectorConfigFromEnv(env).backend === 'vendure' ? 'test-card' : 'none');
  const create = Object.hasOwn(PROVIDERS, name) ? PROVIDERS[name] : undefined;
  if (!create) {
    throw new Error(`PAYMENT_PROVIDER "${name}" is not a provider this storefront knows (known: ${Object.keys(PROVIDERS).join(', ')})`);
  }
  return create(env);
}
