import { describe, expect, it } from 'vitest';
import { indexTokens, normalise, stripHtml, thaiBigrams, tokenise } from './tokenise';

describe('normalise', () => {
  it('lower-cases, applies NFKC and folds Latin accents', () => {
    expect(normalise('ＨＯＭＥ Café')).toBe('home cafe');
  });
  it('keeps Thai SARA AM whole (NFKC would split it)', () => {
    expect(normalise('น้ำ')).toBe('น้ำ');
    expect(normalise('น้ำ')).not.toContain('\u0E4D');
  });
  it('keeps Thai tone marks', () => {
    expect(normalise('เสื้อ')).toBe('เสื้อ');
  });
});

describe('tokenise', () => {
  it('splits Latin on non-letters', () => {
    expect(tokenise('Home Shirt 2025/26 (Adult M)')).toEqual(['home', 'shirt', '2025', '26', 'adult', 'm']);
  });
  it('splits Thai into words with Intl.Segmenter', () => {
    expect(tokenise('เสื้อเหย้าแขนยาว')).toEqual(['เสื้อ', 'เหย้า', 'แขน', 'ยาว']);
    expect(tokenise('ถุงเท้าแข่งสีแดง')).toEqual(['ถุงเท้า', 'แข่ง', 'สี', 'แดง']);
  });
  it('handles mixed Thai and Latin text', () => {
    expect(tokenise('เสื้อเหย้า 2025/26 ไซซ์ M')).toEqual(['เสื้อ', 'เหย้า', '2025', '26', 'ไซซ์', 'm']);
  });
  it('segments words with SARA AM after normalising', () => {
    expect(tokenise('ผ้ารีไซเคิลน้ำหนักเบา')).toContain('น้ำ');
  });
  it('gives nothing for punctuation only', () => {
    expect(tokenise(' !?/ - ')).toEqual([]);
  });
});

describe('indexTokens', () => {
  it('adds joined forms of hyphenated words', () => {
    expect(indexTokens('t-shirt')).toEqual(['t', 'shirt', 'tshirt']);
  });
});

describe('stripHtml', () => {
  it('drops tags, scripts and decodes entities', () => {
    expect(stripHtml('<p>Red &amp; gold</p><script>alert(1)</script><b>shirt</b>&#160;&#x41;')).toBe('Red & gold shirt A');
  });
});

describe('thaiBigrams', () => {
  it('gives the two-character pieces of Thai runs only', () => {
    expect(thaiBigrams('ab สีแดง')).toEqual(['สี', 'ีแ', 'แด', 'ดง']);
  });
});
