import type { Messages } from '@/i18n/messages';

/**
 * The app shell's words (the catalogue's `app` subtree), on every page: the install offer's,
 * and the offline keys the browser uses (banner, cart calls, replayed edits); the offline page
 * has its own. Not in app-shell.tsx: a server component reads this list, and a client module's
 * exports reach the server as references, not values.
 */
export const OFFLINE_WORDS = ['banner', 'needsNetwork', 'queued', 'replayed', 'replayFailed'] as const;

export interface AppShellWords {
  install: Messages['app']['install'];
  offline: Pick<Messages['app']['offline'], (typeof OFFLINE_WORDS)[number]>;
}
