import { describe, expect, it } from 'vitest';
import { consentValue, NO_CONSENT, parseConsent } from './consent';

describe('parseConsent', () => {
  it('reads what the consent banner writes', () => {
    const value = consentValue({ analytics: true, marketing: false }, new Date('2026-12-06T07:00:00.000Z'));
    expect(value).toBe('{"v":1,"analytics":true,"marketing":false,"at":"2026-12-06T07:00:00.000Z"}');
    expect(parseConsent(value)).toEqual({ analytics: true, marketing: false, at: '2026-12-06T07:00:00.000Z' });
  });

  it('is no consent when the cookie is missing, unreadable, of another version or not a clear yes', () => {
    for (const bad of [
      undefined,
      null,
      '',
      'yes',
      '{"analytics":true}',
      '{"v":2,"analytics":true,"marketing":true}',
      '{"v":"1","analytics":true}',
      '{"v":1,"analytics":"true","marketing":1}',
      '[1]',
      'null',
      '{"v":1,"analytics":true',
    ])
      expect(parseConsent(bad), String(bad)).toEqual(NO_CONSENT);
    expect(NO_CONSENT).toEqual({ analytics: false, marketing: false, at: null });
  });

  it('grants only what is true, each on its own', () => {
    expect(parseConsent('{"v":1,"analytics":false,"marketing":true}')).toEqual({ analytics: false, marketing: true, at: null });
  });
});
