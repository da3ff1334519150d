import { describe, expect, it } from 'vitest';
import { readEnv, tagManagerIdFromEnv } from './environment';

describe('GTM_ID', () => {
  it('names no tag manager when unset or empty (the demo)', () => {
    expect(readEnv({}).tagManagerId).toBeNull();
    expect(tagManagerIdFromEnv({ GTM_ID: '  ' })).toBeNull();
  });

  it('takes a GTM- id of uppercase letters or digits', () => {
    expect(readEnv({ GTM_ID: ' GTM-TALATE2E ' }).tagManagerId).toBe('GTM-TALATE2E');
  });

  it("refuses to start with any other id: '{id} is not a valid GTM-ID'", () => {
    for (const id of ['UA-12345', 'gtm-abc', 'GTM-', 'GTM-AB"C'])
      expect(() => readEnv({ GTM_ID: id }), id).toThrow(`GTM_ID: ${id} is not a valid GTM-ID`);
  });
});
