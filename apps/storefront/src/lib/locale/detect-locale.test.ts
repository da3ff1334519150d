import { describe, expect, it } from 'vitest';
import { decideLocale, detectLocale, localeCookies, localeFromAcceptLanguage, looksLikeLocale } from './detect-locale';

const names = { locale: 'i18n_redirected', currency: 's7-currency', country: 's7-country' };

describe('localeFromAcceptLanguage', () => {
  it('returns the supported language with the highest quality', () => {
    expect(localeFromAcceptLanguage('fr-FR,fr;q=0.9,th;q=0.8,en;q=0.7')).toBe('th');
    expect(localeFromAcceptLanguage('en;q=0.5, th-TH;q=0.9')).toBe('th');
  });
  it('matches a region tag by its primary language', () => {
    expect(localeFromAcceptLanguage('en-US')).toBe('en');
  });
  it('returns null when nothing matches or the header is missing', () => {
    expect(localeFromAcceptLanguage('de,fr')).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
    expect(localeFromAcceptLanguage('th;q=0')).toBeNull();
  });
});

describe('detectLocale', () => {
  it('prefers the cookie over the browser language', () => {
    expect(detectLocale('th', 'en-GB')).toBe('th');
  });
  it('uses the browser language when the cookie is missing or unsupported', () => {
    expect(detectLocale(undefined, 'th-TH,th;q=0.9')).toBe('th');
    expect(detectLocale('fr', 'th')).toBe('th');
  });
  it('falls back to en', () => {
    expect(detectLocale(undefined, 'de')).toBe('en');
    expect(detectLocale(undefined, null)).toBe('en');
  });
});

describe('looksLikeLocale', () => {
  it('accepts language codes with optional regions', () => {
    for (const s of ['fr', 'de', 'EN', 'en-US', 'zh_Hant', 'fil']) expect(looksLikeLocale(s)).toBe(true);
  });
  it('rejects shop paths', () => {
    for (const s of ['cp', 'about', 'home-kit', 'p', 'kits']) expect(looksLikeLocale(s)).toBe(false);
  });
});

describe('localeCookies', () => {
  it('sets locale, currency and country to the locale defaults when the locale changes', () => {
    expect(localeCookies('th', 'en', names)).toEqual({ i18n_redirected: 'th', 's7-currency': 'THB', 's7-country': 'TH' });
    expect(localeCookies('en', undefined, names)).toEqual({ i18n_redirected: 'en', 's7-currency': 'GBP', 's7-country': 'GB' });
  });
  it('returns null when the cookie already holds the locale', () => {
    expect(localeCookies('th', 'th', names)).toBeNull();
  });
});

describe('decideLocale', () => {
  it('answers not-found in the path locale when the path cannot be decoded', () => {
    expect(decideLocale({ pathname: '/th/%E0%B8', cookieLocale: 'en' }, names)).toEqual({ action: 'not-found', locale: 'th' });
    expect(decideLocale({ pathname: '/en/%' }, names)).toEqual({ action: 'not-found', locale: 'en' });
  });

  it('answers not-found in the detected locale when an undecodable path has no locale', () => {
    expect(decideLocale({ pathname: '/%', acceptLanguage: 'th-TH' }, names)).toEqual({ action: 'not-found', locale: 'th' });
  });

  it('serves a supported prefix and asks for cookies when the locale differs', () => {
    expect(decideLocale({ pathname: '/th/kits', cookieLocale: 'en' }, names)).toEqual({
      action: 'serve',
      locale: 'th',
      cookies: { i18n_redirected: 'th', 's7-currency': 'THB', 's7-country': 'TH' },
    });
  });
  it('serves without cookies when the cookie matches', () => {
    expect(decideLocale({ pathname: '/en', cookieLocale: 'en' }, names)).toEqual({ action: 'serve', locale: 'en', cookies: null });
  });
  it('redirects an unsupported locale code to the same path under en', () => {
    expect(decideLocale({ pathname: '/fr/x', cookieLocale: 'th' }, names)).toEqual({ action: 'redirect', locale: 'en', pathname: '/en/x' });
    expect(decideLocale({ pathname: '/de' }, names)).toEqual({ action: 'redirect', locale: 'en', pathname: '/en' });
  });
  it('redirects a differently written supported code to its canonical prefix', () => {
    expect(decideLocale({ pathname: '/TH/kits' }, names)).toEqual({ action: 'redirect', locale: 'th', pathname: '/th/kits' });
  });
  it('prefixes a path without locale with the detected locale', () => {
    expect(decideLocale({ pathname: '/', acceptLanguage: 'th-TH' }, names)).toEqual({ action: 'redirect', locale: 'th', pathname: '/th' });
    expect(decideLocale({ pathname: '/about', cookieLocale: 'th', acceptLanguage: 'en' }, names)).toEqual({
      action: 'redirect',
      locale: 'th',
      pathname: '/th/about',
    });
    expect(decideLocale({ pathname: '/cp/kits' }, names)).toEqual({ action: 'redirect', locale: 'en', pathname: '/en/cp/kits' });
  });
});
