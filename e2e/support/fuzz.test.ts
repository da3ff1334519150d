import { describe, expect, it } from 'vitest';
import { API_ROUTES, hostileRequests, judge, MARKER, PAGE_ROUTES } from './fuzz';

describe('hostileRequests', () => {
  it('is the same for the same seed, and different for another', () => {
    const a = hostileRequests(7, 50).map((r) => r.what + r.path);
    expect(hostileRequests(7, 50).map((r) => r.what + r.path)).toEqual(a);
    expect(hostileRequests(8, 50).map((r) => r.what + r.path)).not.toEqual(a);
  });

  it('reaches every API and page route in a run of 10,000', () => {
    const requests = hostileRequests(1, 10_000);
    for (const route of [...API_ROUTES, ...PAGE_ROUTES]) {
      expect(
        requests.some((r) => r.path === route || r.path.startsWith(`${route}?`) || r.path.startsWith(`${route}/`)),
        route,
      ).toBe(true);
    }
  });

  it('covers the verbs and bodies the issue names', () => {
    const whats = hostileRequests(3, 2000)
      .map((r) => r.what)
      .join('\n');
    for (const needle of [
      'prototype pollution',
      'truncated JSON',
      'wrong types',
      'huge string',
      'invalid UTF-8',
      'PROPFIND',
      'DELETE',
      'markup',
    ]) {
      expect(whats).toContain(needle);
    }
  });
});

describe('judge', () => {
  it('fails a 5xx, a stack trace and echoed markup', () => {
    expect(judge(500, '')).toBe('status 500');
    expect(judge(200, 'Error: x\n    at handle (/work/main/apps/x.js:1:2)')).toBe('a stack trace in the answer');
    expect(judge(200, `<p>${MARKER}</p>`)).toBe('markup echoed back');
  });

  it('passes refusals and escaped markup', () => {
    expect(judge(400, '{"error":{"code":"MALFORMED_JSON"}}')).toBeNull();
    expect(judge(200, '<p>&lt;script&gt;talat-fuzz&lt;/script&gt;</p>')).toBeNull();
  });
});
