import { describe, expect, it } from 'vitest';
import { parseScriptOrigins, scriptAllowed } from './script-origins';

describe('parseScriptOrigins', () => {
  it('keeps the https origins of the list, once each, and ignores the rest', () => {
    expect(
      parseScriptOrigins(' https://widgets.example/path , http://plain.example, nonsense,https://widgets.example,https://cdn.example:8443'),
    ).toEqual(['https://widgets.example', 'https://cdn.example:8443']);
    expect(parseScriptOrigins(undefined)).toEqual([]);
    expect(parseScriptOrigins('')).toEqual([]);
  });
});

describe('scriptAllowed', () => {
  const origins = ['https://widgets.example'];
  it('allows https scripts of a listed origin only', () => {
    expect(scriptAllowed('https://widgets.example/reviews.js', origins)).toBe(true);
    expect(scriptAllowed('https://evil.example/reviews.js', origins)).toBe(false);
    expect(scriptAllowed('http://widgets.example/reviews.js', origins)).toBe(false);
    expect(scriptAllowed('javascript:alert(1)', origins)).toBe(false);
    expect(scriptAllowed(null, origins)).toBe(false);
  });
});
