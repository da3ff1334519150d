import { describe, expect, it } from 'vitest';
import { accountSignInPath, addressEditPath, isAddressId, isOrderNumber, orderPath } from './account-paths';

describe('account paths', () => {
  it('starts sign-on with the page to come back to', () => {
    expect(accountSignInPath('/th/customer/order-history?page=2')).toBe(
      '/sso/cookie?start=login&return=%2Fth%2Fcustomer%2Forder-history%3Fpage%3D2',
    );
  });
  it('builds the edit and order paths with their ids encoded', () => {
    expect(addressEditPath('12')).toBe('customer/addresses-details/edit/12');
    expect(orderPath('ABC123')).toBe('customer/order-history/ABC123');
  });
  it('takes order numbers and address ids as the engine makes them, and nothing else', () => {
    expect(isOrderNumber('HYUWQCXRZQAKBZA6')).toBe(true);
    for (const bad of ['', 'abc', '../etc', 'A'.repeat(40), "1' OR 1=1"]) expect(isOrderNumber(bad)).toBe(false);
    expect(isAddressId('T_12')).toBe(true);
    expect(isAddressId('12/..')).toBe(false);
  });
});
