'use client';

import { createContext, useContext, type ReactNode } from 'react';

/** The error page's words in one language. */
export interface ErrorWords {
  title: string;
  text: string;
  retry: string;
  home: string;
  homeHref: string;
  /** BCP 47 tag of these words (`th`, `en-GB`). */
  lang: string;
}

/**
 * Labels of the error page, handed from the server layout (error.tsx is a client component):
 * the shopper's language first, then every other language (the page is bilingual).
 */
export type ErrorLabels = readonly [ErrorWords, ...ErrorWords[]];

const ErrorLabelsContext = createContext<ErrorLabels | null>(null);

export function ErrorLabelsProvider({ labels, children }: { labels: ErrorLabels; children: ReactNode }) {
  return <ErrorLabelsContext.Provider value={labels}>{children}</ErrorLabelsContext.Provider>;
}

const FALLBACK: ErrorLabels = [
  {
    title: 'Something went wrong',
    text: 'An error occurred. Please try again.',
    retry: 'Try again',
    home: 'Go to the home page',
    homeHref: '/en',
    lang: 'en-GB',
  },
];

export function useErrorLabels(): ErrorLabels {
  return useContext(ErrorLabelsContext) ?? FALLBACK;
}
