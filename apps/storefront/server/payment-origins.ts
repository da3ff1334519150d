import { adyenEnvironmentOf, adyenWebOrigins } from '@talat/rules/adyen-environment';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The engine's card payment provider as the storefront needs to know it: only to let the
 * shopper's browser reach the provider (the Content-Security-Policy). The default is the demo's
 * test card provider beside the embedded engine, none beside another backend.
 */
export function paymentProviderOf(env: Env): string {
  const backend = env.COMMERCE_BACKEND?.trim() || 'vendure';
  return env.PAYMENT_PROVIDER?.trim() || (backend === 'vendure' ? 'test-card' : 'none');
}

/**
 * Whether the engine offers its test card provider: as the engine decides it (its
 * `testCardProviderOn`: always in development, in production only with PAYMENT_TEST_MODE=true),
 * beside the embedded engine only. `production`: the shop was started in production (the
 * storefront's own NODE_ENV is always production once Next.js runs, so it is told).
 */
export function testCardProviderOn(env: Env, production: boolean): boolean {
  if ((env.COMMERCE_BACKEND?.trim() || 'vendure') !== 'vendure') return false;
  return !production || env.PAYMENT_TEST_MODE?.trim() === 'true';
}

/**
 * Origins the browser sends payment details to (CSP `connect-src`): the test card provider takes
 * the card on the engine's public origin (`COMMERCE_PUBLIC_URL`), where its challenge page lives
 * too; Adyen's card component talks to Adyen's checkout origin. PromptPay needs none (the
 * storefront draws the QR code).
 */
export function paymentConnectOrigins(env: Env, production: boolean): string[] {
  const engine = testCardProviderOn(env, production) ? originOf(env.COMMERCE_PUBLIC_URL) : null;
  return [...(engine ? [engine] : []), ...adyenOrigins(env).checkout];
}

/**
 * Adyen's web origins for the card component when the engine takes payments through Adyen: its
 * checkout origin (the secured fields' iframes and their calls) and its CDN (card brand logos),
 * for exactly the environment the engine uses (`ADYEN_ENVIRONMENT`, the same value as the
 * engine's: `test` when unset, or a live region such as `live-apse`), no other region's. A value
 * that is not an Adyen environment throws: the storefront reads this as it starts, and refuses to.
 */
export function adyenOrigins(env: Env): { checkout: string[]; images: string[] } {
  if (env.PAYMENT_PROVIDER?.trim() !== 'adyen') return { checkout: [], images: [] };
  const { checkout, cdn } = adyenWebOrigins(adyenEnvironmentOf(env.ADYEN_ENVIRONMENT));
  return { checkout: [checkout], images: [cdn] };
}

export function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}
