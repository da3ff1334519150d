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
    // This component starts every check itself (the widget's own `auto` is off): a second check
    // started while one runs aborts the first, so the form's send never races the widget.
    let running: Promise<string | null> | null = null;
    const start = () => {
      running = el.verify().then(
        (result) => result?.payload ?? null,
        () => null,
      );
      return running;
    };
    void start();
    handleRef.current = {
      async solve() {
        if (payload.current && el.getState() === 'verified') return payload.current;
        // The check under way, else a new one (none yet, or the last one expired or failed).
        const pending = el.getState() === 'verifying' && running ? running : start();
        const found = (await pending) ?? (await start());
        if (!found) throw new Error('ALTCHA found no solution');
        return found;
      },
      reset() {
        payload.current = null;
        el.reset();
        // A new challenge at once: the next attempt need not wait for it.
        void start();
      },
    };
    return () => {
      el.removeEventListener('statechange', onState);
      handleRef.current = null;
    };
  }, [ready, handleRef]);

  if (!ready) return <p className="captcha-field__loading">{words.loading}</p>;
  return <altcha-widget ref={element as RefObject<HTMLElement | null>} challenge={challengeUrl} language={words.language} name="altcha" />;
}
