type Env = Readonly<Record<string, string | undefined>>;

/** The payment providers the engine can be configured with (`PAYMENT_PROVIDER`, the same setting the engine reads). */
export type PaymentProviderName = 'test-card' | 'none';

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
 * Origins the browser sends payment details to (CSP `connect-src`): the test card provider takes
 * the card on the engine's public origin (`COMMERCE_PUBLIC_URL`), where its challenge page lives
 * too. Nothing else when no provider is configured.
 */
export function paymentConnectOrigins(env: Env): string[] {
  if (paymentProviderOf(env) !== 'test-card') return [];
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
