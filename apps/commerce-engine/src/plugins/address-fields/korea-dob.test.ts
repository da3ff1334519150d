import { describe, expect, it } from 'vitest';
import { isValidKoreaDob } from './korea-dob';

const NOW = new Date('2026-12-06T06:00:00Z');

describe('isValidKoreaDob', () => {
  it('accepts blank and real past dates from 1900-01-01', () => {
    for (const ok of [null, undefined, '', '1990-04-23', '1900-01-01', '2026-12-06'])
      expect(isValidKoreaDob(ok, NOW), String(ok)).toBe(true);
  });
  it('refuses unreal, future, too early or other formats', () => {
    for (const bad of ['1990-02-30', '2027-01-01', '1899-12-31', '23/04/1990', ' 1990-04-23', 19900423]) {
      expect(isValidKoreaDob(bad, NOW), String(bad)).toBe(false);
    }
  });
});
