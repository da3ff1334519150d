import { describe, expect, it } from 'vitest';
import { langFromAcceptLanguage, langFromUiLocales, messages } from './i18n.js';

describe('language choice', () => {
  it('takes the first supported ui_locales tag', () => {
    expect(langFromUiLocales('th')).toBe('th');
    expect(langFromUiLocales('fr-FR th-TH en')).toBe('th');
    expect(langFromUiLocales('EN')).toBe('en');
    expect(langFromUiLocales('fr')).toBeUndefined();
    expect(langFromUiLocales(undefined)).toBeUndefined();
  });

  it('ranks Accept-Language by q, falling back to English', () => {
    expect(langFromAcceptLanguage('th-TH,th;q=0.9,en;q=0.8')).toBe('th');
    expect(langFromAcceptLanguage('en;q=0.5, th;q=0.9')).toBe('th');
    expect(langFromAcceptLanguage('fr, de')).toBe('en');
    expect(langFromAcceptLanguage('th;q=0')).toBe('en');
    expect(langFromAcceptLanguage(undefined)).toBe('en');
  });
});

describe('catalogues', () => {
  it('have the same messages in both languages, none empty', () => {
    const keys = (o: object): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v as object).map((s) => `${k}.${s}`) : [k]));
    expect(keys(messages('th'))).toEqual(keys(messages('en')));
    for (const lang of ['en', 'th'] as const) {
      for (const [key, value] of Object.entries(messages(lang))) {
        if (typeof value === 'string') expect(value, `${lang}.${key}`).not.toBe('');
      }
    }
  });

  it('words the rate limit as the spec does', () => {
    expect(messages('en').tooManyAttempts).toBe('Too many attempts. Please wait a few minutes and try again.');
    expect(messages('th').tooManyAttempts).not.toBe(messages('en').tooManyAttempts);
  });
});
