import { describe, expect, it } from 'vitest';
import { cardBrand, cardDigits, compactCardNumber, isCardNumber, isCvc, luhnValid, monthsToExpiry, parseExpiry } from './card';

// The cases of the engine's and the storefront's tests of their own copies
// (apps/commerce-engine/src/plugins/test-card-payments/card-validation.test.ts,
// apps/storefront/src/lib/checkout/card.test.ts), moved here with the code.

describe('luhnValid', () => {
  it('accepts the test cards and rejects a changed digit', () => {
    expect(luhnValid('4111111111111111')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4000000000003220')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
  });
  it('rejects anything but digits', () => {
    expect(luhnValid('41x1')).toBe(false);
    expect(luhnValid('4111 1111 1111 1111')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});

describe('cardDigits and isCardNumber', () => {
  it('strips separators and refuses other characters', () => {
    expect(cardDigits('4111 1111-1111 1111')).toBe('4111111111111111');
    expect(cardDigits('4111x')).toBeNull();
    expect(compactCardNumber(' 4111-11 ')).toBe('411111');
  });
  it('takes 12 to 19 digits that pass the Luhn check', () => {
    expect(isCardNumber('4111111111111111')).toBe(true);
    expect(isCardNumber('4111111111111112')).toBe(false);
    expect(isCardNumber('4242')).toBe(false);
    expect(isCardNumber('42424242424')).toBe(false);
    expect(isCardNumber('4'.repeat(20))).toBe(false);
    expect(isCardNumber('4111 1111 1111 1111')).toBe(false);
  });
});

describe('cardBrand', () => {
  it('recognises the common prefixes', () => {
    expect(cardBrand('4111111111111111')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('3530111333300000')).toBe('jcb');
    expect(cardBrand('6011111111111117')).toBe('card');
  });
});

describe('parseExpiry', () => {
  it('reads MM/YY, MM / YY, MMYY and MM/YYYY', () => {
    expect(parseExpiry('03/30')).toEqual({ month: 3, year: 2030 });
    expect(parseExpiry('3 / 31')).toEqual({ month: 3, year: 2031 });
    expect(parseExpiry('3 / 2031')).toEqual({ month: 3, year: 2031 });
    expect(parseExpiry('1229')).toEqual({ month: 12, year: 2029 });
    expect(parseExpiry('12/2029')).toEqual({ month: 12, year: 2029 });
  });
  it('refuses months out of range and other shapes', () => {
    expect(parseExpiry('13/30')).toBeUndefined();
    expect(parseExpiry('00/30')).toBeUndefined();
    expect(parseExpiry('March 2030')).toBeUndefined();
  });
});

describe('monthsToExpiry', () => {
  const today = { month: 11, year: 2026 };
  it('is 0 in the expiry month, negative once it has passed', () => {
    expect(monthsToExpiry({ month: 11, year: 2026 }, today)).toBe(0);
    expect(monthsToExpiry({ month: 1, year: 2027 }, today)).toBe(2);
    expect(monthsToExpiry({ month: 10, year: 2026 }, today)).toBe(-1);
    expect(monthsToExpiry({ month: 12, year: 2025 }, today)).toBe(-11);
  });
});

describe('isCvc', () => {
  it('takes 3 or 4 digits', () => {
    for (const cvc of ['737', '7373']) expect(isCvc(cvc), cvc).toBe(true);
    for (const cvc of ['', '73', '73737', '7a7', ' 737']) expect(isCvc(cvc), cvc).toBe(false);
  });
});
