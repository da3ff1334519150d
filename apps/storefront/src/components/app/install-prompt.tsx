'use client';

import { useEffect, useState } from 'react';

export interface InstallLabels {
  title: string;
  text: string;
  accept: string;
  dismiss: string;
}

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
export function InstallPrompt({ labels }: { labels: InstallLabels }) {
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
      <svg viewBox="0 0 32 32" width="48" height="48" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="6" fill="#0b5d3b" />
        <path d="M16 4l10 3.3v7.5c0 6.3-4.2 10.4-10 12.6C10.2 25.2 6 21.1 6 14.8V7.3L16 4z" fill="#f2c230" />
        <path d="M16 6.5l7.8 2.6v5.8c0 4.9-3.2 8.2-7.8 10-4.6-1.8-7.8-5.1-7.8-10V9.1L16 6.5z" fill="#0b5d3b" />
        <path d="M11.6 11.1h8.8v2.6h-3.1v7.9h-2.6v-7.9h-3.1z" fill="#f2c230" />
      </svg>
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
