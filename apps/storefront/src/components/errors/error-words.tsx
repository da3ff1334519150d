'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Messages } from '@/i18n/messages';

/**
 * The error page's words in one language: the catalogue's `error` subtree, where its home page
 * is, and the language's BCP 47 tag (`th`, `en-GB`).
 */
export type ErrorWords = Messages['error'] & { homeHref: string; lang: string };

/**
 * The error page's words handed from the server layout (error.tsx is a client component): the
 * shopper's language first, then every other language (the page is bilingual).
 */
export type ErrorPageWords = readonly [ErrorWords, ...ErrorWords[]];

const ErrorWordsContext = createContext<ErrorPageWords | null>(null);

export function ErrorWordsProvider({ words, children }: { words: ErrorPageWords; children: ReactNode }) {
  return <ErrorWordsContext.Provider value={words}>{children}</ErrorWordsContext.Provider>;
}

/** Without the layout (it failed itself): the English words, so the page still says something. */
const FALLBACK: ErrorPageWords = [
  {
    title: 'Something went wrong',
    text: 'An error occurred. Please try again.',
    retry: 'Try again',
    home: 'Go to the home page',
    homeHref: '/en',
    lang: 'en-GB',
  },
];

export function useErrorWords(): ErrorPageWords {
  return useContext(ErrorWordsContext) ?? FALLBACK;
}
