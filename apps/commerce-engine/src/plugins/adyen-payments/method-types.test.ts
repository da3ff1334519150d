import { describe, expect, it } from 'vitest';
import { bnplMethodCode, bnplTypesFromEnv, methodsFor, offersType } from './method-types';

describe('bnplTypesFromEnv', () => {
  it('reads a comma-separated list, once each', () => {
    expect(bnplTypesFromEnv(' clearpay , atome,clearpay')).toEqual(['clearpay', 'atome']);
    expect(bnplTypesFromEnv(undefined)).toEqual([]);
    expect(bnplTypesFromEnv('')).toEqual([]);
  });
  it('refuses what is not a type, and the main method types', () => {
    expect(() => bnplTypesFromEnv('Clear Pay')).toThrow(/not an Adyen payment method type/);
    expect(() => bnplTypesFromEnv('promptpay')).toThrow(/main Adyen method/);
    expect(() => bnplTypesFromEnv('scheme')).toThrow(/main Adyen method/);
  });
});

describe('the types a method offers', () => {
  const answer = { paymentMethods: [{ type: 'scheme', name: 'Cards' }, { type: 'promptpay' }, { type: 'clearpay' }, { name: 'no type' }] };
  it('gives a BNPL method its own type only', () => {
    expect(methodsFor(answer, 'clearpay', ['clearpay']).paymentMethods).toEqual([{ type: 'clearpay' }]);
    expect(offersType('clearpay', ['clearpay'], 'scheme')).toBe(false);
  });
  it('gives the main method every type but the BNPL ones', () => {
    expect(methodsFor(answer, undefined, ['clearpay']).paymentMethods.map((m) => m.type)).toEqual(['scheme', 'promptpay']);
    expect(methodsFor(answer, '', []).paymentMethods.map((m) => m.type)).toEqual(['scheme', 'promptpay', 'clearpay']);
    expect(offersType(undefined, ['clearpay'], 'clearpay')).toBe(false);
  });
  it('names a BNPL method by its type', () => {
    expect(bnplMethodCode('clearpay')).toBe('adyen-clearpay');
  });
});
