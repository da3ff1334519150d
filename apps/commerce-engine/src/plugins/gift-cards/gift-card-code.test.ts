import { describe, expect, it } from 'vitest';
import { generateGiftCardCode, maskGiftCardCode, normaliseGiftCardCode } from './gift-card-code';

describe('gift card codes', () => {
  it('normalises what a shopper types', () => {
    expect(normaliseGiftCardCode('  talat-gc-1000 ')).toBe('TALAT-GC-1000');
    expect(normaliseGiftCardCode('talat-gc- 7kq4-m2xd')).toBe('TALAT-GC-7KQ4-M2XD');
    expect(normaliseGiftCardCode('ＴＡＬＡＴ-GC-1000')).toBe('TALAT-GC-1000');
  });

  it('masks all but the last 4 characters', () => {
    expect(maskGiftCardCode('TALAT-GC-1000')).toBe('TALAT-GC-****-1000');
    expect(maskGiftCardCode('TALAT-GC-7KQ4-M2XD')).toBe('TALAT-GC-****-M2XD');
    expect(maskGiftCardCode('OTHER-CODE-99')).toBe('****-DE99');
  });

  it('generates prefixed codes from the unambiguous alphabet', () => {
    const code = generateGiftCardCode();
    expect(code).toMatch(/^TALAT-GC-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(generateGiftCardCode(() => 0)).toBe('TALAT-GC-2222-2222');
    expect(new Set(Array.from({ length: 50 }, () => generateGiftCardCode())).size).toBe(50);
  });
});
