import { describe, expect, it } from 'vitest';
import { isHttpsUrl, isSvg, securityHeaders, SVG_HEADERS } from './security-headers.js';

describe('securityHeaders', () => {
  it('forbids sniffing and framing, and limits the referrer and browser features', () => {
    const h = securityHeaders();
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(h['permissions-policy']).toContain('camera=()');
    expect(h['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS over HTTPS and lets an admin app frame itself when asked', () => {
    const h = securityHeaders({ https: true, frames: 'sameorigin' });
    expect(h['strict-transport-security']).toMatch(/^max-age=31536000/);
    expect(h['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('SVG answers', () => {
  it('are sandboxed without scripts and saved rather than opened', () => {
    expect(SVG_HEADERS['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(SVG_HEADERS['content-disposition']).toBe('attachment');
    expect(isSvg('image/svg+xml; charset=utf-8')).toBe(true);
    expect(isSvg('image/png')).toBe(false);
  });

  it('knows an HTTPS address', () => {
    expect(isHttpsUrl('https://shop.example')).toBe(true);
    expect(isHttpsUrl('http://localhost:3000')).toBe(false);
    expect(isHttpsUrl(undefined)).toBe(false);
  });
});
