'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { Messages } from '@/i18n/messages';

/** The captcha's words in the shopper's language (messages `captcha`), with the language they are in. */
export type CaptchaWords = Messages['captcha'] & { language: 'th' | 'en' };

const CaptchaWordsContext = createContext<CaptchaWords | null>(null);

/** Handed from the locale layout: every flagged form of the page reads them (captcha-field.tsx). */
export function CaptchaWordsProvider({ words, children }: { words: CaptchaWords; children: ReactNode }) {
  return <CaptchaWordsContext.Provider value={words}>{children}</CaptchaWordsContext.Provider>;
}

export function useCaptchaWords(): CaptchaWords | null {
  return useContext(CaptchaWordsContext);
}
