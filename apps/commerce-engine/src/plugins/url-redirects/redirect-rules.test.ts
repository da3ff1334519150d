import { describe, expect, it } from 'vitest';
import { checkRedirectRules, indexRedirectRules, normalizeSource } from './redirect-rules';

const en = (r: ReturnType<typeof checkRedirectRules>) => r?.find((s) => s.languageCode === 'en')?.value;
const th = (r: ReturnType<typeof checkRedirectRules>) => r?.find((s) => s.languageCode === 'th')?.value;

describe('normalizeSource', () => {
  it('drops surrounding slashes and case', () => {
    expect(normalizeSource('/Old-Kit/')).toBe('old-kit');
    expect(normalizeSource('sale/2024')).toBe('sale/2024');
    expect(normalizeSource('/home-shirt.html')).toBe('home-shirt.html');
  });
  it('refuses what a shopper cannot ask for, or what carries the language', () => {
    for (const bad of ['', '/', '//', 'a//b', '../x', '.hidden', 'a b', 'x?y=1', '/en/old-kit', 'th', 'x'.repeat(513)]) {
      expect(normalizeSource(bad), bad).toBeNull();
    }
  });
});

describe('checkRedirectRules', () => {
  it('accepts internal and external rules, and nothing at all', () => {
    expect(checkRedirectRules(null)).toBeUndefined();
    expect(checkRedirectRules([])).toBeUndefined();
    expect(
      checkRedirectRules([
        { source: '/old-kit', target: '/kits/home-kit', status: '301', external: false },
        { source: 'club-history', target: 'https://example.org/history', status: '302', external: true },
        { source: 'to-home', target: '/', external: false },
      ]),
    ).toBeUndefined();
  });

  it('refuses a rule that points at itself, in English and Thai', () => {
    const result = checkRedirectRules([{ source: '/old-kit', target: '/Old-Kit/', external: false }]);
    expect(en(result)).toBe('Redirect 1: /old-kit points at itself.');
    expect(th(result)).toContain('ชี้กลับมาที่ตัวเอง');
  });

  it('refuses chains, which longer loops are made of', () => {
    const chain = checkRedirectRules([
      { source: 'a', target: '/b', external: false },
      { source: 'b', target: '/kits', external: false },
    ]);
    expect(en(chain)).toBe('Redirect 1: its target /b is redirected again by redirect 2; point it at the final page instead.');
    const loop = checkRedirectRules([
      { source: 'a', target: '/b?x=1', external: false },
      { source: 'b', target: '/a', external: false },
    ]);
    expect(en(loop)).toContain('redirected again');
  });

  it('refuses a source listed twice, bad paths, bad addresses and other statuses', () => {
    expect(
      en(
        checkRedirectRules([
          { source: 'a', target: '/x' },
          { source: '/A/', target: '/y' },
        ]),
      ),
    ).toBe('Redirect 2: /a already has a redirect (1).');
    expect(en(checkRedirectRules([{ source: '/en/a', target: '/x' }]))).toMatch(/source must be a shop path/);
    expect(en(checkRedirectRules([{ source: 'a', target: 'kits' }]))).toMatch(/internal target must be a shop path/);
    expect(en(checkRedirectRules([{ source: 'a', target: '//evil.example' }]))).toMatch(/internal target/);
    expect(en(checkRedirectRules([{ source: 'a', target: '/x', external: true }]))).toMatch(/external target/);
    expect(en(checkRedirectRules([{ source: 'a', target: 'javascript:alert(1)', external: true }]))).toMatch(/external target/);
    expect(en(checkRedirectRules([{ source: 'a', target: '/x', status: '307' }]))).toBe('Redirect 1: the status must be 301 or 302.');
  });
});

describe('indexRedirectRules', () => {
  it('indexes by normalized source, 302 unless 301', () => {
    const index = indexRedirectRules([
      { source: '/Old-Kit', target: '/kits/home-kit', status: '301' },
      { source: 'away', target: 'https://example.org/', external: true },
      { source: 'broken', target: 'no-slash' },
    ]);
    expect(index.get('old-kit')).toEqual({ source: 'old-kit', target: '/kits/home-kit', status: 301, external: false });
    expect(index.get('away')).toEqual({ source: 'away', target: 'https://example.org/', status: 302, external: true });
    expect(index.has('broken')).toBe(false);
  });
});

describe('the demo shop’s rules', () => {
  it('can be saved', async () => {
    const { DEMO_REDIRECTS } = await import('@talat/demo-catalogue');
    expect(checkRedirectRules(DEMO_REDIRECTS)).toBeUndefined();
  });
});
