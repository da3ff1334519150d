import type { Locale } from '../locale/locales';

/**
 * The payment action's round trip (a card challenge, a redirect to the provider). placeOrder
 * answers `ok: 'action'`; a redirect takes the shopper to the provider's page, which sends them
 * back to `/{lang}/adyen-direct` with its result: the test card provider with `paymentId` and a
 * signed `ref`, a drop-in's redirect with `redirectResult`. The page hands those details to
 * submitPaymentDetails.
 */
export const CHALLENGE_RETURN_PATH = 'adyen-direct';

/** Where an action brings the shopper back: absolute, on the storefront, in their language. */
export function actionReturnUrl(storefrontUrl: string, locale: Locale): string {
  return `${storefrontUrl.replace(/\/+$/, '')}/${locale}/${CHALLENGE_RETURN_PATH}`;
}

export interface ChallengeReturn {
  resultCode: 'Authorised' | 'Refused' | 'Other';
  /** The payment, when the provider names it (the test card does); else the one this tab remembers. */
  paymentId: string | null;
  /** What goes to the provider, as it came. */
  details: Record<string, string>;
}

const ID = /^[\w-]{1,64}$/;
/** The details a provider's return may carry, and what each may look like. */
const DETAILS: Readonly<Record<string, RegExp>> = {
  ref: /^[\w.~+/=-]{1,4096}$/,
  redirectResult: /^[\w.~+/=%-]{1,8192}$/,
};

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** The return page's query; null when it carries no details to hand on, or a malformed payment id. */
export function parseChallengeReturn(query: Record<string, string | string[] | undefined>): ChallengeReturn | null {
  const id = first(query.paymentId).trim();
  if (id && !ID.test(id)) return null;
  const details: Record<string, string> = {};
  for (const [name, shape] of Object.entries(DETAILS)) {
    const value = first(query[name]).trim();
    if (!value) continue;
    if (!shape.test(value)) return null;
    details[name] = value;
  }
  if (Object.keys(details).length === 0) return null;
  const code = first(query.resultCode);
  const resultCode = code === 'Authorised' || code === 'Refused' ? code : 'Other';
  return { resultCode, paymentId: id || null, details };
}
