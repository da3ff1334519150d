import { CheckoutAPI, Client, Config, EnvironmentEnum, Types } from '@adyen/api-library';
import { checkoutBaseUrl, checkoutEndpoint } from '@talat/adyen/checkout-url';
import type { AdyenPaymentsOptions } from './constants';
import { isLiveAdyenEnvironment } from '@talat/rules/adyen-environment';

type HttpClient = NonNullable<ConstructorParameters<typeof Client>[1]>;

/**
 * A Checkout API call that did not succeed. Its message is Adyen's own error text and code
 * (never the request, its headers or the API key), safe to log.
 */
export class AdyenApiError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly errorCode: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'AdyenApiError';
  }
}

/**
 * The library's transport, on fetch: the call goes to the configured base URL (checkout-url.ts),
 * with the API key and the Idempotency-Key in headers. A non-2xx answer becomes an AdyenApiError
 * with Adyen's errorCode and message only.
 */
function fetchClient(base: string, timeoutMs: number): HttpClient {
  return {
    async request(endpoint, json, config, _apiKeyRequired, requestOptions) {
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
      if (config.apiKey) headers['x-api-key'] = config.apiKey;
      if (requestOptions?.idempotencyKey) headers['idempotency-key'] = requestOptions.idempotencyKey;
      const url = checkoutEndpoint(endpoint, base);
      let res: Response;
      try {
        res = await fetch(url, {
          method: requestOptions?.method ?? 'POST',
          headers,
          body: typeof json === 'string' ? json : new Uint8Array(json),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (e) {
        throw new AdyenApiError(undefined, undefined, `Checkout API not reachable: ${(e as Error).name}`);
      }
      const text = await res.text();
      if (!res.ok) {
        let detail: { errorCode?: string; message?: string } = {};
        try {
          detail = JSON.parse(text) as typeof detail;
        } catch {
          // Not Adyen's JSON error: the status says enough.
        }
        throw new AdyenApiError(
          res.status,
          detail.errorCode,
          `Checkout API answered ${res.status}${detail.errorCode ? ` ${detail.errorCode}` : ''}: ${String(detail.message ?? '').slice(0, 200)}`,
        );
      }
      return text;
    },
  };
}

export type PaymentRequest = Types.checkout.PaymentRequest;
export type PaymentResponse = Types.checkout.PaymentResponse;
export type PaymentDetailsResponse = Types.checkout.PaymentDetailsResponse;
export type PaymentMethodsResponse = Types.checkout.PaymentMethodsResponse;

/** Adyen's CheckoutAPI (PaymentsApi, ModificationsApi) configured from the plugin's options. */
export function createCheckout(options: AdyenPaymentsOptions): CheckoutAPI {
  const config = new Config({
    apiKey: options.apiKey,
    // The library knows test and live; every live region is live, told apart by its URL prefix.
    environment: isLiveAdyenEnvironment(options.environment) ? EnvironmentEnum.LIVE : EnvironmentEnum.TEST,
    ...(options.liveUrlPrefix ? { liveEndpointUrlPrefix: options.liveUrlPrefix } : {}),
    applicationName: 'talat-commerce-engine',
  });
  const client = new Client(config, fetchClient(checkoutBaseUrl(options), options.timeoutMs ?? 30_000));
  return new CheckoutAPI(client);
}
