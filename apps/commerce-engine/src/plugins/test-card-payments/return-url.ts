import { safeReturnUrl } from '../payment-methods/return-url';

export { safeReturnUrl };

/** The return URL with the challenge result appended (existing query kept, fragment dropped). */
export function challengeRedirect(url: URL, params: { resultCode: string; paymentId: string; ref: string }): string {
  const out = new URL(url.href);
  out.hash = '';
  out.searchParams.set('resultCode', params.resultCode);
  out.searchParams.set('paymentId', params.paymentId);
  out.searchParams.set('ref', params.ref);
  return out.href;
}
