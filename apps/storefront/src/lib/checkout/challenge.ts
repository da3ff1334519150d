import type { Locale } from '../locale/locales';

/**
 * The card challenge round trip (3-D Secure style). placeOrder answers `ok: 'challenge'` with the
 * provider's page; the shopper goes there with our return URL and language, and the provider
 * sends them back to `/{lang}/adyen-direct?resultCode=...&paymentId=...&ref=...`.
 */
export const CHALLENGE_RETURN_PATH = 'adyen-direct';

/** The provider page URL with `returnUrl` (absolute, on the storefront) and `lang` appended. */
export function challengeRedirectUrl(challengeUrl: string, storefrontUrl: string, locale: Locale): string {
  const url = new URL(challengeUrl);
  url.searchParams.set('returnUrl', `${storefrontUrl.replace(/\/+$/, '')}/${locale}/${CHALLENGE_RETURN_PATH}`);
  url.searchParams.set('lang', locale);
  return url.href;
}

export interface ChallengeReturn {
  resultCode: 'Authorised' | 'Refused' | 'Other';
  paymentId: string;
  ref: string;
}

const ID = /^[\w-]{1,64}$/;
const REF = /^[\w.~+/=-]{1,4096}$/;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** The return page's query; null when the payment id or ref is missing or malformed. */
export function parseChallengeReturn(query: Record<string, string | string[] | undefined>): ChallengeReturn | null {
  const paymentId = first(query.paymentId).trim();
  const ref = first(query.ref).trim();
  if (!ID.test(paymentId) || !REF.test(ref)) return null;
  const code = first(query.resultCode);
  const resultCode = code === 'Authorised' || code === 'Refused' ? code : 'Other';
  return { resultCode, paymentId, ref };
}
