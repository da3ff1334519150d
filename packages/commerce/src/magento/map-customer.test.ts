import { describe, expect, it } from 'vitest';
import { mapCustomer, signOnCustomerOf } from './map-customer';

describe('signOnCustomerOf', () => {
  it('answers the account to create from the verified claims: the email trimmed and in lower case, the names, Login as Customer allowed', () => {
    expect(
      signOnCustomerOf({ sub: 'a', email: ' Emma@Talat.Example ', email_verified: true, given_name: ' Emma ', family_name: 'Clarke' }),
    ).toEqual({
      email: 'emma@talat.example',
      firstname: 'Emma',
      lastname: 'Clarke',
      is_subscribed: false,
      allow_remote_shopping_assistance: true,
    });
  });

  it('fills a missing or blank name with the part of the address before @, as Magento needs both', () => {
    expect(signOnCustomerOf({ sub: 'a', email: 'dao@talat.example', email_verified: true, given_name: '  ' })).toMatchObject({
      firstname: 'dao',
      lastname: 'dao',
    });
  });

  it('answers null without an email the provider confirmed', () => {
    expect(signOnCustomerOf({ sub: 'a', email: 'dao@talat.example' })).toBeNull();
    expect(signOnCustomerOf({ sub: 'a', email: 'dao@talat.example', email_verified: false })).toBeNull();
    expect(signOnCustomerOf({ sub: 'a', email_verified: true })).toBeNull();
    expect(signOnCustomerOf({ sub: 'a', email: 'dao', email_verified: true })).toBeNull();
    expect(signOnCustomerOf({ sub: 'a', email: `${'d'.repeat(250)}@t.example`, email_verified: true })).toBeNull();
  });
});

describe('mapCustomer', () => {
  it('answers the unified customer in Magento’s default group, its email as its id', () => {
    expect(mapCustomer({ email: 'Emma@talat.example', firstname: 'Emma', lastname: null, is_subscribed: true })).toEqual({
      id: 'emma@talat.example',
      email: 'Emma@talat.example',
      firstname: 'Emma',
      lastname: '',
      telephone: null,
      group_key: 'general',
      default_shipping: null,
      default_billing: null,
      addresses: [],
    });
  });

  it('answers null for a customer without an email (Magento answers every customer with one)', () => {
    expect(mapCustomer({ email: null, firstname: 'A', lastname: 'B', is_subscribed: null })).toBeNull();
  });
});
