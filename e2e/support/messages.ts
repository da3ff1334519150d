// The storefront's own message catalogues: tests look controls up by the words a shopper reads.
import en from '../../apps/storefront/messages/en.json' with { type: 'json' };
import th from '../../apps/storefront/messages/th.json' with { type: 'json' };
import type { Lang } from './services';

export const messages = { en, th } as const;
export const t = (lang: Lang) => messages[lang];
