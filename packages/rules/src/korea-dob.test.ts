import { describe, expect, it } from 'vitest';
import { asksKoreaDob, isKoreaDob, keptKoreaDob, koreaDobProblem, latestKoreaDob } from './korea-dob';

const NOW = new Date('2026-12-06T06:00:00Z');

describe('asksKoreaDob', () => {
  it('asks on a shipping address in South Korea only', () => {
    expect(asksKoreaDob('shipping', 'KR')).toBe(true);
    expect(asksKoreaDob('shipping', ' kr ')).toBe(true);
    expect(asksKoreaDob('billing', 'KR')).toBe(false);
    for (const country of ['TH', 'GB', 'JP', 'KP', '', null, undefined])
      expect(asksKoreaDob('shipping', country), String(country)).toBe(false);
  });
});

describe('isKoreaDob', () => {
  it('takes a real calendar date from 1900-01-01 up to today', () => {
    for (const ok of ['1990-04-23', '1900-01-01', '2000-02-29', '2026-12-06']) expect(isKoreaDob(ok, NOW), ok).toBe(true);
  });
  it('refuses days that do not exist', () => {
    for (const bad of ['1990-02-30', '1991-02-29', '1900-02-29', '1990-13-01', '1990-00-10', '1990-04-31', '1990-04-00']) {
      expect(isKoreaDob(bad, NOW), bad).toBe(false);
    }
  });
  it('refuses dates before 1900 and after today, and the Buddhist year', () => {
    for (const bad of ['1899-12-31', '2026-12-08', '2533-04-23', '9999-12-31']) expect(isKoreaDob(bad, NOW), bad).toBe(false);
  });
  it('refuses other formats and non-strings', () => {
    for (const bad of ['23/04/1990', '1990-4-23', '19900423', ' 1990-04-23', '1990-04-23T00:00', '๑๙๙๐-๐๔-๒๓', '', null, 19900423]) {
      expect(isKoreaDob(bad, NOW), String(bad)).toBe(false);
    }
  });
  it('counts today where the day comes first (UTC+14), so a birth today in Seoul is not in the future', () => {
    // 2026-12-06 20:00 UTC is already 2026-12-07 in Seoul (UTC+9).
    const evening = new Date('2026-12-06T20:00:00Z');
    expect(latestKoreaDob(evening)).toBe('2026-12-07');
    expect(isKoreaDob('2026-12-07', evening)).toBe(true);
    expect(isKoreaDob('2026-12-08', evening)).toBe(false);
  });
});

describe('koreaDobProblem and keptKoreaDob', () => {
  const korea = { kind: 'shipping', country: 'KR' } as const;
  it('requires the date on a shipping address in South Korea', () => {
    for (const blank of [undefined, null, '', '   ']) expect(koreaDobProblem(blank, korea, NOW)).toBe('required');
    expect(koreaDobProblem('1990-02-30', korea, NOW)).toBe('invalid');
    expect(koreaDobProblem(' 1990-04-23 ', korea, NOW)).toBeNull();
    expect(keptKoreaDob(' 1990-04-23 ', korea)).toBe('1990-04-23');
    expect(keptKoreaDob('  ', korea)).toBeNull();
  });
  it('never asks elsewhere, and drops any value there', () => {
    for (const address of [
      { kind: 'shipping', country: 'TH' },
      { kind: 'billing', country: 'KR' },
    ] as const) {
      expect(koreaDobProblem(undefined, address, NOW)).toBeNull();
      expect(koreaDobProblem('not a date', address, NOW)).toBeNull();
      expect(keptKoreaDob('1990-04-23', address)).toBeNull();
    }
  });
});
