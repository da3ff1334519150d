'use client';

import 'altcha/altcha.css';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type {} from 'altcha/types/react';
import { loadAltcha } from './altcha-loader';
import { altchaRuns, type AltchaElement } from './altcha-runs';
import type { CaptchaWords } from './captcha-words';

/** What the form asks of the widget: a payload for its call, and a fresh check after each call. */
export interface AltchaHandle {
  solve(): Promise<string>;
  reset(): void;
}

/**
 * The ALTCHA web component in a flagged form, loaded with this module (next/dynamic, browser
 * only) on the first focus of the form: it fetches a challenge from the shop and solves it at once
 * in a worker (a fraction of a second), so the form is usually ready before the shopper has
 * typed. It is a labelled checkbox in the shopper's language; the payload it finds goes with the
 * form's call (captcha-field.tsx).
 */
export default function AltchaWidget({
  challengeUrl,
  words,
  handleRef,
  onFailure,
}: {
  challengeUrl: string;
  words: CaptchaWords;
  handleRef: RefObject<AltchaHandle | null>;
  onFailure(): void;
}) {
  const [ready, setReady] = useState(false);
  const element = useRef<HTMLElement | null>(null);

  useEffect(() => {
    let live = true;
    loadAltcha(words).then(
      () => live && setReady(true),
      () => live && onFailure(),
    );
    return () => {
      live = false;
    };
  }, [words, onFailure]);

  useEffect(() => {
    const el = element.current as (HTMLElement & AltchaElement & { configure?(c: object): Promise<void> }) | null;
    if (!ready || !el) return;
    // One check at a time (altcha-runs.ts). The first starts here, not by the widget's own timer,
    // once the element has mounted its component (a microtask after it was connected).
    const runs = altchaRuns(el);
    const first = setTimeout(() => {
      // No attribution link or logo: nothing in the form points away from the shop.
      void el.configure?.({ hideFooter: true, hideLogo: true });
      runs.start();
    }, 0);
    handleRef.current = { solve: runs.solve, reset: runs.renew };
    return () => {
      clearTimeout(first);
      runs.dispose();
      handleRef.current = null;
    };
  }, [ready, handleRef]);

  if (!ready) return <p className="captcha-field__loading">{words.loading}</p>;
  return <altcha-widget ref={element} challenge={challengeUrl} language={words.language} name="altcha" />;
}
