import type { Messages } from '@/i18n/messages';

/**
 * The offline messages in the page's language (the catalogue's `app.offline`), handed in by the
 * app shell (AppShell) so that plain modules (the cart calls) can say why an action waits
 * or fails.
 */
export type OfflineWords = Pick<Messages['app']['offline'], 'needsNetwork' | 'queued'>;

let words: OfflineWords = {
  needsNetwork: 'You are offline: this needs a connection. Try again when you are back online.',
  queued: 'You are offline: this cart change is saved and will be sent when you are back online.',
};

export function setOfflineWords(next: OfflineWords): void {
  words = next;
}

export function offlineWords(): OfflineWords {
  return words;
}

/** The browser says it has no network (a failed request alone does not prove it). */
export function browserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
