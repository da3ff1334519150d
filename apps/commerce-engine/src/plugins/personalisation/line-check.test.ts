import { describe, expect, it } from 'vitest';
import { hasPrint, lineFieldsProblem, printPriceFor } from './line-check';

const shirt = { kind: 'standard' as const, personalisable: true, printPriceThb: 50000, printPriceGbp: 1500, bundleComponents: '' };
const bundle = { kind: 'bundle' as const, personalisable: false, bundleComponents: '[{"sku":"T-SHIRT-M","quantity":1,"label":"Shirt"}]' };

describe('printPriceFor', () => {
  it('reads the print price of the currency, else 0', () => {
    expect(printPriceFor(shirt, 'THB')).toBe(50000);
    expect(printPriceFor(shirt, 'gbp')).toBe(1500);
    expect(printPriceFor(shirt, 'USD')).toBe(0);
    expect(printPriceFor(null, 'THB')).toBe(0);
  });
});

describe('lineFieldsProblem', () => {
  it('accepts a valid print on a personalisable product and plain lines anywhere', () => {
    expect(lineFieldsProblem({ personalisationName: 'SOMCHAI', personalisationNumber: '10' }, shirt)).toBeNull();
    expect(lineFieldsProblem({ personalisationNumber: '7' }, shirt)).toBeNull();
    expect(lineFieldsProblem({}, bundle)).toBeNull();
    expect(lineFieldsProblem(null, null)).toBeNull();
    expect(hasPrint({ personalisationName: ' ' })).toBe(false);
  });
  it('refuses a print on other products and names or numbers breaking the rules', () => {
    expect(lineFieldsProblem({ personalisationName: 'BOB' }, bundle)).toBe('notPersonalisable');
    expect(lineFieldsProblem({ personalisationName: 'B0B' }, shirt)).toBe('nameCharacters');
    expect(lineFieldsProblem({ personalisationName: 'ABCDEFGHIJKLMN' }, shirt)).toBe('nameLength');
    expect(lineFieldsProblem({ personalisationNumber: '0' }, shirt)).toBe('numberRange');
  });
  it('checks bundle items against the bundle', () => {
    expect(lineFieldsProblem({ bundleOptions: '[{"sku":"T-SHIRT-M","quantity":1}]' }, bundle)).toBeNull();
    expect(lineFieldsProblem({ bundleOptions: '[{"sku":"T-SHIRT-S","quantity":1}]' }, bundle)).toBe('bundleOptions');
    expect(lineFieldsProblem({ bundleOptions: '[{"sku":"T-SHIRT-M","quantity":1}]' }, shirt)).toBe('bundleOptions');
    expect(lineFieldsProblem({ bundleOptions: 'nope' }, bundle)).toBe('bundleOptions');
  });
});
