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
 * too. Nothing else: Adyen's PromptPay needs no origin of Adyen's in the browser (the storefront
 * draws the QR code), and Adyen's card drop-in is not mounted yet.
 */
export function paymentConnectOrigins(env: Env, production: boolean): string[] {
  if (!testCardProviderOn(env, production)) return [];
  const origin = originOf(env.COMMERCE_PUBLIC_URL);
  return origin ? [origin] : [];
}

export function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}
