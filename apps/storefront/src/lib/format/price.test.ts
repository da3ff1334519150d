import { describe, expect, it } from 'vitest';
import { formatPrice } from './price';

describe('formatPrice', () => {
  it('formats pounds in en-GB', () => {
    expect(formatPrice({ value: 65, currency: 'GBP' }, 'en')).toBe('£65.00');
    expect(formatPrice({ value: 1290.5, currency: 'GBP' }, 'en')).toBe('£1,290.50');
  });
  it('formats baht in th-TH', () => {
    expect(formatPrice({ value: 2590, currency: 'THB' }, 'th')).toBe(
      new Intl.NumberFormat('th-TH', { style: 'currency', currency: 'THB' }).format(2590),
    );
    expect(formatPrice({ value: 2590, currency: 'THB' }, 'th')).toContain('2,590.00');
  });
  it('formats a foreign currency in the shopper language', () => {
    expect(formatPrice({ value: 2590, currency: 'THB' }, 'en')).toBe('THB\u00a02,590.00');
  });
});
