import { describe, expect, it } from 'vitest';
import { parseLookupRequest } from './lookup-request';

const parse = (query: string) => parseLookupRequest(new URLSearchParams(query));

describe('parseLookupRequest', () => {
  it('reads a trimmed query and the locale (en by default)', () => {
    expect(parse('q=%20ลุมพินี%20&locale=th')).toEqual({ ok: true, q: 'ลุมพินี', locale: 'th' });
    expect(parse('q=10330')).toEqual({ ok: true, q: '10330', locale: 'en' });
  });
  it('refuses a missing or blank query', () => {
    expect(parse('locale=th')).toEqual({ ok: false, code: 'missingQuery', locale: 'th' });
    expect(parse('q=%20%20')).toEqual({ ok: false, code: 'missingQuery', locale: 'en' });
  });
  it('refuses more than 60 characters, counted as code points', () => {
    expect(parse(`q=${'ก'.repeat(60)}`).ok).toBe(true);
    expect(parse(`q=${'ก'.repeat(61)}&locale=th`)).toEqual({ ok: false, code: 'queryTooLong', locale: 'th' });
  });
  it('refuses an unknown locale and answers in English', () => {
    expect(parse('q=abc&locale=fr')).toEqual({ ok: false, code: 'badLocale', locale: 'en' });
  });
});
