import { describe, expect, it } from 'vitest';
import { invalidGtmIdMessage, isGtmId } from './tag-manager';

describe('isGtmId', () => {
  it('accepts GTM- followed by uppercase letters or digits', () => {
    for (const id of ['GTM-ABC123', 'GTM-TALATE2E', 'GTM-1']) expect(isGtmId(id), id).toBe(true);
  });

  it('refuses anything else, including what could break out of a script URL', () => {
    for (const id of ['', 'GTM-', 'gtm-ABC123', 'GTM-abc', 'GTM-AB C', 'UA-12345', 'G-ABC123', 'GTM-ABC&l=x', 'GTM-ABC\n', ' GTM-ABC'])
      expect(isGtmId(id), JSON.stringify(id)).toBe(false);
  });
});

describe('invalidGtmIdMessage', () => {
  it("says '{id} is not a valid GTM-ID'", () => {
    expect(invalidGtmIdMessage('UA-12345')).toBe('UA-12345 is not a valid GTM-ID');
  });
});
