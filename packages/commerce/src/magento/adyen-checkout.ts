import { checkoutBaseUrl } from '@talat/adyen/checkout-url';
import type { MagentoAdyenOptions } from './adyen-options';

/**
 * The Checkout API calls the Magento connector makes (v71: `/paymentMethods`, `/payments`,
 * `/payments/details`, `/payments/{psp}/cancels`), on fetch, with the API key and an
 * Idempotency-Key. A non-2xx answer or no answer is an AdyenCallError carrying Adyen's status and
 * errorCode only: never the request, its headers or the key.
 */
export class AdyenCallError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly errorCode: string | undefined,
  ) {
    super(`Adyen Checkout API ${status === undefined ? 'not reachable' : `answered ${status}${errorCode ? ` ${errorCode}` : ''}`}`);
    this.name = 'AdyenCallError';
  }
}

export interface AdyenAction {
  type: string;
  [setting: string]: unknown;
}

/** What /payments and /payments/details answer, as far as the connector reads it. */
export interface AdyenPaymentAnswer {
  resultCode?: string;
  pspReference?: string;
  refusalReason?: string;
  action?: AdyenAction;
  additionalData?: Record<string, string>;
  paymentMethod?: { type?: string; brand?: string };
}

export interface AdyenMethodsAnswer {
  paymentMethods?: { type: string; name: string; brands?: string[] }[];
}

export interface AdyenCheckout {
  paymentMethods(body: Record<string, unknown>): Promise<AdyenMethodsAnswer>;
  payments(body: Record<string, unknown>, idempotencyKey: string): Promise<AdyenPaymentAnswer>;
  paymentDetails(body: Record<string, unknown>, idempotencyKey: string): Promise<AdyenPaymentAnswer>;
  cancel(pspReference: string, body: Record<string, unknown>, idempotencyKey: string): Promise<unknown>;
}

export function createAdyenCheckout(options: MagentoAdyenOptions, fetchImpl: typeof fetch = fetch): AdyenCheckout {
  const base = checkoutBaseUrl(options);
  const timeoutMs = options.timeoutMs ?? 30_000;

  async function post<T>(path: string, body: Record<string, unknown>, idempotencyKey?: string): Promise<T> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-api-key': options.apiKey,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    };
    let res: Response;
    try {
      res = await fetchImpl(`${base}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
    } catch {
      throw new AdyenCallError(undefined, undefined);
    }
    const text = await res.text();
    if (!res.ok) {
      let errorCode: string | undefined;
      try {
        errorCode = (JSON.parse(text) as { errorCode?: string }).errorCode;
      } catch {
        // Not Adyen's JSON error: the status says enough.
      }
      throw new AdyenCallError(res.status, typeof errorCode === 'string' ? errorCode.slice(0, 20) : undefined);
    }
    return JSON.parse(text) as T;
  }

  return {
    paymentMethods: (body) => post('/paymentMethods', body),
    payments: (body, key) => post('/payments', body, key),
    paymentDetails: (body, key) => post('/payments/details', body, key),
    cancel: (psp, body, key) => post(`/payments/${encodeURIComponent(psp)}/cancels`, body, key),
  };
}
