import { safeReturnUrl } from '../payment-methods/return-url';

/** Adyen sends the shopper back to `returnUrl` after a redirect or a challenge: only on the storefront. */
export function isStorefrontUrl(returnUrl: unknown, storefrontUrl: string): returnUrl is string {
  return safeReturnUrl(returnUrl, storefrontUrl) !== undefined;
}
