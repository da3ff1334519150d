import { describe, expect, it } from 'vitest';
import { tagManagerScriptUrl } from './tag-manager';

describe('tagManagerScriptUrl', () => {
  it("is Google's container script for a GTM-ID", () => {
    expect(tagManagerScriptUrl('GTM-TALATE2E')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TALATE2E');
  });

  it('is none for any other id: it never reaches a script URL', () => {
    for (const id of ['UA-1', 'GTM-abc', 'GTM-A&l=evil', 'GTM-A"><script>', '']) expect(tagManagerScriptUrl(id), id).toBeNull();
  });
});
