import { describe, expect, it } from 'vitest';
import { hasSsoMethod, namesToFill, pickCustomerToLink } from './account-rules';

describe('namesToFill', () => {
  const claims = { firstName: 'Emma', lastName: 'Clarke' };
  it('fills only the names the customer has left empty', () => {
    expect(namesToFill({ firstName: '', lastName: '' }, claims)).toEqual(claims);
    expect(namesToFill({ firstName: ' ', lastName: 'Smith' }, claims)).toEqual({ firstName: 'Emma' });
    expect(namesToFill({ firstName: null, lastName: undefined }, claims)).toEqual(claims);
  });
  it('never overwrites a name edited in the shop, and changes nothing without names in the token', () => {
    expect(namesToFill({ firstName: 'Em', lastName: 'Clarke-Jones' }, claims)).toBeNull();
    expect(namesToFill({ firstName: '', lastName: '' }, { firstName: '', lastName: '' })).toBeNull();
  });
});

describe('hasSsoMethod', () => {
  it('finds a linked sign-on method among the user methods', () => {
    expect(hasSsoMethod({ authenticationMethods: [{ identifier: 'a@b.c' }, { strategy: 'sso', externalIdentifier: 'x' }] })).toBe(true);
    expect(hasSsoMethod({ authenticationMethods: [{ identifier: 'a@b.c' }, { strategy: 'google' }] })).toBe(false);
    expect(hasSsoMethod(undefined)).toBe(false);
  });
});

describe('pickCustomerToLink', () => {
  const guest = { id: 1, user: null };
  const registered = { id: 2, user: { deletedAt: null, authenticationMethods: [] } };
  const deletedUser = { id: 3, user: { deletedAt: new Date(), authenticationMethods: [] } };
  it('prefers the customer with a user, then a guest customer', () => {
    expect(pickCustomerToLink([guest, registered])).toBe(registered);
    expect(pickCustomerToLink([deletedUser, guest])).toBe(guest);
  });
  it('answers none when every match has a deleted user, or there is no match', () => {
    expect(pickCustomerToLink([deletedUser])).toBeUndefined();
    expect(pickCustomerToLink([])).toBeUndefined();
  });
});
