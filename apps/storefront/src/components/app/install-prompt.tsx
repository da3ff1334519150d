'use client';

import { useEffect, useState } from 'react';
import type { Messages } from '@/i18n/messages';
import { Crest } from '../layout/crest';

/** The browser's install offer (Chromium's `beforeinstallprompt`; not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const INSTALL_DISMISSED_KEY = 'talat:install-dismissed';

function dismissedBefore(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Offers to install the shop as an app when the browser says it can (spec section 1): shown on
 * the browser's offer, hidden once installed or dismissed, and a dismissal is remembered on
 * this device (local storage), so the offer does not come back on every page.
 */
export function InstallPrompt({ labels }: { labels: Messages['app']['install'] }) {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);

  useEffect(() => {
    const onOffer = (event: Event) => {
      event.preventDefault();
      if (!dismissedBefore()) setOffer(event as InstallPromptEvent);
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!offer) return null;
  const install = async () => {
    setOffer(null);
    await offer.prompt();
    const choice = await offer.userChoice.catch(() => null);
    if (choice?.outcome === 'dismissed') dismiss();
  };
  const dismiss = () => {
    try {
      localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
    } catch {
      // Private mode: the offer may come back, nothing breaks.
    }
    setOffer(null);
  };
  return (
    <section className="install-prompt" aria-labelledby="install-prompt-title">
      <Crest size={48} />
      <div>
        <h2 id="install-prompt-title">{labels.title}</h2>
        <p>{labels.text}</p>
      </div>
      <p className="install-prompt__actions">
        <button type="button" className="button" onClick={() => void install()}>
          {labels.accept}
        </button>
        <button type="button" className="button button--secondary" onClick={dismiss}>
          {labels.dismiss}
        </button>
      </p>
    </section>
  );
}
