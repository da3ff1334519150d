import { describe, expect, it } from 'vitest';
import { addressFieldErrors } from './address-errors';

describe('addressFieldErrors', () => {
  it('maps engine field names to the address form keys', () => {
    expect(addressFieldErrors({ code: 'INVALID_INPUT', message: 'Bad postcode', field: 'postcode' })).toEqual({ postcode: 'Bad postcode' });
    expect(addressFieldErrors({ code: 'INVALID_INPUT', message: 'Bad phone', field: 'address.telephone' })).toEqual({
      telephone_number: 'Bad phone',
    });
    expect(addressFieldErrors({ code: 'INVALID_INPUT', message: 'x', field: 'first_name' })).toEqual({ first_name: 'x' });
  });
  it('answers null for other errors', () => {
    expect(addressFieldErrors({ code: 'INVALID_INPUT', message: 'x', field: 'address' })).toBeNull();
    expect(addressFieldErrors({ code: 'NOT_FOUND', message: 'x' })).toBeNull();
  });
});
