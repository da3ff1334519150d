import { describe, expect, it } from 'vitest';
import { missingPricesText } from './missing-price-warnings';

describe('missingPricesText', () => {
  it('names each missing currency with what shoppers paying in it see', () => {
    expect(missingPricesText({ mode: 'convert', rates: { GBP: 0.022 } }, ['GBP'])).toBe('GBP (converted at 0.022)');
    expect(missingPricesText({ mode: 'convert', rates: { GBP: 0.022 } }, ['GBP', 'USD'])).toBe('GBP (converted at 0.022), USD (not sold)');
    expect(missingPricesText({ mode: 'not-sold', rates: { GBP: 0.022 } }, ['GBP'])).toBe('GBP (not sold)');
  });

  it('is empty when no price is missing', () => {
    expect(missingPricesText({ mode: 'convert', rates: {} }, [])).toBeNull();
  });
});
