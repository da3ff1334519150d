'use client';

import 'altcha/altcha.css';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type {} from 'altcha/types/react';
import { loadAltcha } from './altcha-loader';
import type { CaptchaWords } from './captcha-words';

type State = 'unverified' | 'verifying' | 'verified' | 'expired' | 'error' | 'code';

interface AltchaElement extends HTMLElement {
  verify(): Promise<{ payload: string } | null>;
  reset(): void;
  getState(): State;
}

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
  const element = useRef<AltchaElement | null>(null);
  const payload = useRef<string | null>(null);

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
    const el = element.current;
    if (!ready || !el) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state?: State; payload?: string }>).detail;
      payload.current = detail?.state === 'verified' && detail.payload ? detail.payload : null;
    };
    el.addEventListener('statechange', onState);
    // No attribution link or logo: nothing in the form points away from the shop.
    void (el as AltchaElement & { configure?(c: object): Promise<void> }).configure?.({ hideFooter: true, hideLogo: true });
    /** The payload once the widget is done: the running check's, or a new one. */
    const settled = () =>
      new Promise<string>((resolve, reject) => {
        const done = (event: Event) => {
          const detail = (event as CustomEvent<{ state?: State; payload?: string }>).detail;
          if (detail?.state === 'verifying') return;
          el.removeEventListener('statechange', done);
          if (detail?.state === 'verified' && detail.payload) resolve(detail.payload);
          else reject(new Error(`ALTCHA ended ${detail?.state ?? 'without a state'}`));
        };
        el.addEventListener('statechange', done);
      });
    handleRef.current = {
      async solve() {
        if (payload.current && el.getState() === 'verified') return payload.current;
        if (el.getState() === 'verifying') return settled();
        const result = await el.verify();
        if (!result?.payload) throw new Error('ALTCHA found no solution');
        return result.payload;
      },
      reset() {
        payload.current = null;
        el.reset();
        // A new challenge at once: the next attempt need not wait for it.
        void el.verify().catch(() => undefined);
      },
    };
    return () => {
      el.removeEventListener('statechange', onState);
      handleRef.current = null;
    };
  }, [ready, handleRef]);

  if (!ready) return <p className="captcha-field__loading">{words.loading}</p>;
  return (
    <altcha-widget
      ref={element as RefObject<HTMLElement | null>}
      challenge={challengeUrl}
      language={words.language}
      auto="onload"
      name="altcha"
    />
  );
}
