import { describe, expect, it } from 'vitest';
import { CONSENT_NOTICE_VERSION, consentValue, hasChosen, NO_CONSENT, parseConsent } from './consent';

describe('parseConsent', () => {
  it('reads what the consent banner writes', () => {
    const value = consentValue({ analytics: true, marketing: false }, new Date('2026-12-06T07:00:00.000Z'));
    expect(value).toBe('{"v":1,"analytics":true,"marketing":false,"at":"2026-12-06T07:00:00.000Z","n":1}');
    expect(parseConsent(value)).toEqual({
      analytics: true,
      marketing: false,
      at: '2026-12-06T07:00:00.000Z',
      notice: CONSENT_NOTICE_VERSION,
    });
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
    expect(NO_CONSENT).toEqual({ analytics: false, marketing: false, at: null, notice: 0 });
  });

  it('grants only what is true, each on its own', () => {
    expect(parseConsent('{"v":1,"analytics":false,"marketing":true}')).toEqual({ analytics: false, marketing: true, at: null, notice: 0 });
  });

  it('reads a record without a notice version as made under the first notice', () => {
    expect(parseConsent('{"v":1,"analytics":true,"marketing":false,"at":"2026-12-06T07:00:00.000Z"}').notice).toBe(1);
    expect(parseConsent('{"v":1,"analytics":true,"marketing":false,"at":"2026-12-06T07:00:00.000Z","n":"2"}').notice).toBe(1);
  });
});

describe('hasChosen', () => {
  const at = '2026-12-06T07:00:00.000Z';
  it('is true for a choice, refusal included, made under the current notice', () => {
    expect(hasChosen(parseConsent(consentValue({ analytics: false, marketing: false }, new Date(at))))).toBe(true);
  });

  it('asks again without a choice, without its time, or under an older notice', () => {
    expect(hasChosen(NO_CONSENT)).toBe(false);
    expect(hasChosen(parseConsent('{"v":1,"analytics":true,"marketing":true}'))).toBe(false);
    expect(hasChosen(parseConsent(`{"v":1,"analytics":true,"marketing":true,"at":"${at}","n":1}`), 2)).toBe(false);
    expect(hasChosen(parseConsent(`{"v":1,"analytics":true,"marketing":true,"at":"${at}","n":2}`), 2)).toBe(true);
  });
});
