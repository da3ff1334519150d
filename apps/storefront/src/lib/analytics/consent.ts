import { COOKIE, readCookie } from '../cookies/names';

/**
 * The shopper's consent to cookies beyond the necessary ones (PDPA), as the consent banner will
 * keeps it (components/consent, docs/decisions/0054): the first-party cookie `s7-consent`, readable
 * and written in the browser only, holding URL-encoded JSON
 * `{"v":1,"analytics":false,"marketing":false,"at":"2026-12-06T07:00:00.000Z","n":1}` for 12
 * months (`n`: the version of the notice the shopper saw; a record without it saw the first).
 * Pages are kept and shared between shoppers (decisions 0015, 0036), so the server never reads
 * it: the browser decides. Anything missing, unreadable or of another version means no consent.
 */
export interface ConsentChoice {
  /** Measurement: the tag manager loads, Consent Mode's `analytics_storage` is granted. */
  analytics: boolean;
  /** Advertising: Consent Mode's `ad_storage`, `ad_user_data` and `ad_personalization` are granted. */
  marketing: boolean;
}

export interface ConsentState extends ConsentChoice {
  /** When the shopper chose (ISO time); null: they have not. */
  at: string | null;
  /** The version of the cookie notice they chose under (0: they have not chosen). */
  notice: number;
}

/** The cookie's format. */
export const CONSENT_VERSION = 1;
/**
 * The version of the cookie notice (the banner's words and categories): raise it when they change
 * in substance, and every shopper who chose under an older one is asked again. Recorded with a
 * signed-in customer's choice.
 */
export const CONSENT_NOTICE_VERSION = 1;
/** 12 months, then the banner asks again. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Dispatched on window when the choice changes in this page (the tag manager listens). */
export const CONSENT_EVENT = 'talat:consent';

export const NO_CONSENT: ConsentState = Object.freeze({ analytics: false, marketing: false, at: null, notice: 0 });

/** The cookie's value (already URL-decoded) as a consent state; anything but a version-1 record is no consent. */
export function parseConsent(value: string | undefined | null): ConsentState {
  if (!value) return NO_CONSENT;
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    return NO_CONSENT;
  }
  if (!raw || typeof raw !== 'object') return NO_CONSENT;
  const record = raw as Record<string, unknown>;
  if (record.v !== CONSENT_VERSION) return NO_CONSENT;
  // Only a real `true` grants: "true", 1 or a missing field do not.
  const at = typeof record.at === 'string' ? record.at : null;
  const notice = at === null ? 0 : Number.isInteger(record.n) && (record.n as number) > 0 ? (record.n as number) : 1;
  return { analytics: record.analytics === true, marketing: record.marketing === true, at, notice };
}

/** Whether the shopper has chosen under the current notice (else the banner asks). */
export function hasChosen(state: ConsentState, notice: number = CONSENT_NOTICE_VERSION): boolean {
  return state.at !== null && state.notice >= notice;
}

/** The cookie's value for a choice made at `at` under the current notice, before URL encoding. */
export function consentValue(choice: ConsentChoice, at: Date): string {
  return JSON.stringify({
    v: CONSENT_VERSION,
    analytics: choice.analytics,
    marketing: choice.marketing,
    at: at.toISOString(),
    n: CONSENT_NOTICE_VERSION,
  });
}

/** The consent this browser holds now (no consent outside a browser). */
export function readConsent(): ConsentState {
  if (typeof document === 'undefined') return NO_CONSENT;
  return parseConsent(readCookie(document.cookie, COOKIE.consent));
}

/**
 * Keeps the shopper's choice for 12 months and tells this page at once: what the consent banner
 * (components/consent) calls. Granting analytics loads the tag manager (components/analytics/tag-manager.tsx).
 */
export function saveConsent(choice: ConsentChoice, now: Date = new Date()): ConsentState {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${COOKIE.consent}=${encodeURIComponent(consentValue(choice, now))}; path=/; max-age=${CONSENT_MAX_AGE_SECONDS}; samesite=lax${secure}`;
  const state = readConsent();
  window.dispatchEvent(new CustomEvent<ConsentState>(CONSENT_EVENT, { detail: state }));
  return state;
}

/** Calls `listener` with each choice saved in this page; answers the function that stops it. */
export function onConsentChange(listener: (state: ConsentState) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<ConsentState>).detail ?? readConsent());
  window.addEventListener(CONSENT_EVENT, handle);
  return () => window.removeEventListener(CONSENT_EVENT, handle);
}

/** Dispatched on window to open the cookie settings (the footer's button; the banner listens). */
export const CONSENT_OPEN_EVENT = 'talat:consent-open';
