import { describe, expect, it } from 'vitest';
import { formatDate } from './date';

describe('formatDate', () => {
  it('writes Thai dates in the Buddhist era and English ones as en-GB', () => {
    expect(formatDate('2026-11-27T10:00:00Z', 'th')).toBe('27 พ.ย. 2569');
    expect(formatDate('2026-11-27T10:00:00Z', 'en')).toBe('27 Nov 2026');
  });
  it('uses the shop time zone for the day', () => {
    expect(formatDate('2026-11-26T20:00:00Z', 'en')).toBe('27 Nov 2026');
  });
  it('gives nothing for a date it cannot read', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
