import 'server-only';
import { paymentProviderFromEnv, type PaymentProvider } from '@talat/commerce';

/** The card payment provider of this process (`PAYMENT_PROVIDER`, read by the commerce package). */
let provider: PaymentProvider | undefined;

export function getPaymentProvider(): PaymentProvider {
  provider ??= paymentProviderFromEnv(process.env);
  return provider;
}
