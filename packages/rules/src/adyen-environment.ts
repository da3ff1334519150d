/**
 * Adyen's environments for the Web Drop-in and where each one lives (decision 0046): `test`, and
 * one live environment per Adyen region, `live` (Europe), `live-us`, `live-au`, `live-apse` (Asia
 * Pacific South East, where a Thai shop usually is) and `live-in`. The engine refuses to start
 * with another `ADYEN_ENVIRONMENT`, hands the value to the drop-in as its `environment`, and the
 * storefront's Content-Security-Policy admits exactly that environment's origins: its checkout
 * origin (the secured card fields' iframes and their calls) and its CDN (card brand logos), as
 * `@adyen/adyen-web` names them (`checkoutshopper-<environment>.adyen.com` and
 * `checkoutshopper-<environment>.cdn.adyen.com`).
 */

export const ADYEN_ENVIRONMENTS = ['test', 'live', 'live-us', 'live-au', 'live-apse', 'live-in'] as const;

export type AdyenEnvironment = (typeof ADYEN_ENVIRONMENTS)[number];

export function isAdyenEnvironment(value: unknown): value is AdyenEnvironment {
  return typeof value === 'string' && (ADYEN_ENVIRONMENTS as readonly string[]).includes(value);
}

/** The message for a value that is not one (the engine's start-up error, the storefront's). */
export function invalidAdyenEnvironmentMessage(value: string): string {
  return `ADYEN_ENVIRONMENT must be one of ${ADYEN_ENVIRONMENTS.join(', ')}, not "${value}"`;
}

/** `ADYEN_ENVIRONMENT` read: unset or blank is `test`; anything else not an environment throws. */
export function adyenEnvironmentOf(value: string | undefined): AdyenEnvironment {
  const v = value?.trim() ?? '';
  if (!v) return 'test';
  if (!isAdyenEnvironment(v)) throw new Error(invalidAdyenEnvironmentMessage(v));
  return v;
}

/** Every environment but `test` takes real money, through the merchant's live URL prefix. */
export function isLiveAdyenEnvironment(environment: AdyenEnvironment): boolean {
  return environment !== 'test';
}

/** The drop-in's origins for an environment: its checkout origin and its CDN's. */
export function adyenWebOrigins(environment: AdyenEnvironment): { checkout: string; cdn: string } {
  return {
    checkout: `https://checkoutshopper-${environment}.adyen.com`,
    cdn: `https://checkoutshopper-${environment}.cdn.adyen.com`,
  };
}
