import { describe, expect, it } from 'vitest';
import { createConnector } from '@talat/commerce';
import { createSchemaFetch } from '@talat/commerce/magento/contract/schema-fetch';
import { DEMO_CUSTOMERS } from '@talat/demo-catalogue';
import { demoAddressInput } from './demo-addresses';
import { createRoot } from './root';
import { standInSchema } from './schema';

const ADMIN = { username: 'talat-dev-admin', password: 'talat-dev-admin-password' };

describe('the demo customers’ addresses on the Magento stand-in', () => {
  it('maps a Thai address as the address book writes one: district as the city, province as the region', () => {
    const somchai = DEMO_CUSTOMERS.find((c) => c.address.countryCode === 'TH')!;
    expect(demoAddressInput(somchai)).toEqual({
      firstname: 'สมชาย',
      lastname: 'ใจดี',
      street: [somchai.address.streetLine1, somchai.address.streetLine2],
      city: somchai.address.city,
      region: { region: somchai.address.province },
      postcode: somchai.address.postalCode,
      country_code: 'TH',
      telephone: somchai.address.phoneNumber,
      default_billing: true,
      default_shipping: true,
    });
  });

  it('gives each demo customer their default address from the start, and a new customer none', async () => {
    const root = createRoot({ mediaUrl: 'http://localhost:3004/assets/', admin: ADMIN });
    const wire = createSchemaFetch(standInSchema(), root.fields, (headers) => root.scopeOf(headers), root.rest);
    const connector = createConnector({ backend: 'magento', graphqlUrl: 'http://localhost:3004/graphql', fetch: wire.fetch, admin: ADMIN });
    const ctx = { locale: 'en' as const, currency: 'GBP' };
    const signIn = async (email: string) => {
      const result = await connector.signIn(ctx, {
        idToken: 'id',
        claims: { sub: email, email, email_verified: true, given_name: 'A', family_name: 'B' },
      });
      if (!result.ok) throw new Error('not signed in');
      return { ...ctx, customerToken: result.value.sessionToken };
    };
    for (const demo of DEMO_CUSTOMERS) {
      const customer = await connector.getCustomer(await signIn(demo.emailAddress));
      expect(customer?.addresses).toHaveLength(1);
      expect(customer?.default_shipping).toMatchObject({
        street: [demo.address.streetLine1, demo.address.streetLine2],
        city: demo.address.city,
      });
      expect(customer?.default_billing).toMatchObject({ postcode: demo.address.postalCode });
      expect(customer?.telephone).toBe(demo.address.phoneNumber);
    }
    expect((await connector.getCustomer(await signIn('new@talat.example')))?.addresses).toEqual([]);
  });
});
