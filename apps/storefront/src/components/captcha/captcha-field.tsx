'use client';

import type { CaptchaFlag } from '@talat/commerce/types';
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import type { AltchaHandle } from './altcha-widget';
import { useCaptchaWords } from './captcha-words';

// Loaded with the form's first focus, never with the page: every page has the footer's form.
const AltchaWidget = lazy(() => import('./altcha-widget'));

/** The request header the solution travels in (lib/captcha/captcha-provider.ts `CAPTCHA_HEADER`). */
export const CAPTCHA_HEADER = 'x-captcha-solution';

type Site = { kind: 'altcha'; challengeUrl: string } | { kind: 'recaptcha'; siteKey: string } | { kind: 'off' };

let siteRequest: Promise<Site> | null = null;

/**
 * How long a send waits for the widget to start (its script loads with the form's first focus). A
 * slow phone or network may need seconds: the form stays busy meanwhile, and only a widget that
 * failed to load, or this much time, makes it say that the check is unavailable.
 */
const WIDGET_START_MS = 30_000;

/** The shop's captcha as GET /api/captcha/site says it, asked once per page. */
function loadSite(): Promise<Site> {
  siteRequest ??= fetch('/api/captcha/site', { headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<Site>) : Promise.reject(new Error(`captcha site ${res.status}`))))
    .catch((error: unknown) => {
      siteRequest = null;
      throw error;
    });
  return siteRequest;
}

/** The captcha could not give a solution: the form says `message` and sends nothing. */
export class CaptchaUnavailableError extends Error {
  constructor(readonly shopperMessage: string) {
    super(shopperMessage);
    this.name = 'CaptchaUnavailableError';
  }
}

/**
 * What a flagged form says when its send failed: the server's words for the shopper when it sent
 * some, else `generic`; null when the captcha could not give a solution (its own message is under
 * its widget already).
 */
export function sendFailureText(error: unknown, generic: string): string | null {
  if (error instanceof CaptchaUnavailableError) return null;
  const shopper = (error as { shopperMessage?: unknown } | null)?.shopperMessage;
  return typeof shopper === 'string' && shopper ? shopper : generic;
}

export interface CaptchaControl {
  /** The widget (ALTCHA), or the unavailable message; null when the form asks for no captcha. */
  field: ReactNode;
  /** Starts the check (the form's first focus): the widget loads and solves while the shopper types. */
  wake(): void;
  /** The headers that carry a solution for the form's call: `{}` when none is asked. Throws CaptchaUnavailableError. */
  headers(): Promise<Record<string, string>>;
  /** After the call: a solution is good once, so the next attempt gets a new one. */
  reset(): void;
}

/**
 * A flagged form's captcha (store config `captcha.<flag>`, `on`): whichever provider the shop uses,
 * ALTCHA's checkbox in the form or reCAPTCHA v3's invisible token for `action`. Nothing loads
 * before the shopper turns to the form. When the provider cannot be loaded (no network, a site key
 * Google refuses) the form says so in the shopper's language, and the server refuses the call
 * without a solution anyway.
 */
export function useCaptcha(on: boolean, action: CaptchaFlag): CaptchaControl {
  const words = useCaptchaWords();
  const [site, setSite] = useState<Site | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const altcha = useRef<AltchaHandle | null>(null);
  const siteReady = useRef<Promise<Site> | null>(null);
  const active = on && words !== null;

  const widgetFailed = useRef(false);

  const fail = useCallback(() => setUnavailable(true), []);
  const failToLoad = useCallback(() => {
    widgetFailed.current = true;
    setUnavailable(true);
  }, []);

  const wake = useCallback(() => {
    if (!active || siteReady.current) return;
    siteReady.current = loadSite();
    siteReady.current.then(setSite, () => {
      siteReady.current = null;
      fail();
    });
  }, [active, fail]);

  const headers = useCallback(async (): Promise<Record<string, string>> => {
    if (!active || !words) return {};
    const unavailableError = () => {
      fail();
      return new CaptchaUnavailableError(words.unavailable);
    };
    wake();
    let chosen: Site;
    try {
      chosen = await (siteReady.current ?? loadSite());
    } catch {
      throw unavailableError();
    }
    if (chosen.kind === 'off') return {};
    try {
      if (chosen.kind === 'recaptcha') {
        const { recaptchaToken } = await import('./recaptcha-loader');
        return { [CAPTCHA_HEADER]: await recaptchaToken(chosen.siteKey, action) };
      }
      // The widget mounts once the site is known: wait for it.
      const deadline = Date.now() + WIDGET_START_MS;
      while (!altcha.current && !widgetFailed.current && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      if (!altcha.current) throw new Error('ALTCHA did not start');
      const payload = await altcha.current.solve();
      setUnavailable(false);
      return { [CAPTCHA_HEADER]: payload };
    } catch {
      throw unavailableError();
    }
  }, [active, words, wake, fail, action]);

  const reset = useCallback(() => altcha.current?.reset(), []);

  let field: ReactNode = null;
  if (active && words) {
    field = (
      <div className="captcha-field" data-captcha={action}>
        {site?.kind === 'altcha' ? (
          <Suspense fallback={<p className="captcha-field__loading">{words.loading}</p>}>
            <AltchaWidget challengeUrl={site.challengeUrl} words={words} handleRef={altcha} onFailure={failToLoad} />
          </Suspense>
        ) : null}
        {unavailable ? (
          <p className="field-error" role="alert">
            {words.unavailable}
          </p>
        ) : null}
      </div>
    );
  }
  return { field, wake, headers, reset };
}
