/**
 * The stand-in's settings, from the environment with working development defaults (README.md).
 * Tests pass their own through createStandIn.
 */
export interface StandInOptions {
  /** Port to listen on; 0 picks a free one (tests). */
  port: number;
  /** Its address as browsers and the engine reach it; defaults to http://localhost:<port> once listening. */
  publicUrl?: string;
  /** The one API key it accepts in X-API-Key. */
  apiKey: string;
  merchantAccount: string;
  /** The webhook HMAC key, hex, as Adyen's Customer Area shows it. */
  hmacKey: string;
  /** Where it POSTs webhooks (the engine's Adyen webhook endpoint). */
  webhookUrl: string;
  clientKey: string;
  /** How long a PromptPay QR code can be paid. */
  qrTtlSeconds: number;
  /** Waits before each retry of a webhook the receiver did not accept (Adyen retries too, over hours). */
  retryDelaysMs: number[];
  /** Wait between a capture, refund or cancel request and its webhook: Adyen answers them "received" and decides later. */
  modificationDelayMs: number;
  log: (line: string) => void;
}

/** A development HMAC key of the stand-in's own (64 hex digits), not one Adyen issued. */
export const DEV_HMAC_KEY = '4D716CC8181D79DB50323367084DC47BE7ECFA1D408005040D6F348D407717AA';

export function optionsFromEnv(env: NodeJS.ProcessEnv = process.env): StandInOptions {
  const port = Number(env.ADYEN_STAND_IN_PORT ?? 3006);
  return {
    port,
    publicUrl: env.ADYEN_STAND_IN_PUBLIC_URL || `http://localhost:${port}`,
    apiKey: env.ADYEN_API_KEY || 'stand-in-api-key',
    merchantAccount: env.ADYEN_MERCHANT_ACCOUNT || 'TalatStandIn',
    hmacKey: env.ADYEN_HMAC_KEY || DEV_HMAC_KEY,
    webhookUrl: env.ADYEN_WEBHOOK_URL || 'http://127.0.0.1:3001/payments/adyen/webhook',
    clientKey: env.ADYEN_CLIENT_KEY || 'test_STANDIN',
    qrTtlSeconds: Number(env.ADYEN_STAND_IN_QR_TTL_SECONDS || 15 * 60),
    retryDelaysMs: [200, 1000, 5000],
    modificationDelayMs: 100,
    log: (line) => console.log(line),
  };
}
