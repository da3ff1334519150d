import { describe, expect, it } from 'vitest';
import { isEmailTaken, isNoSuchCustomer, isSessionRefused } from './customer-connector';
import { createMagentoConnector } from './magento-connector';
import { MagentoAuthorizationError, MagentoGraphqlError } from './transport';

const th = { locale: 'th' as const, currency: 'THB' };

/** A Magento that answers every request with these GraphQL errors. */
function refusing(message: string, category: string) {
  const fetch = async (url: string) =>
    url.includes('/rest/') ? Response.json('admin-token') : Response.json({ errors: [{ message, extensions: { category } }] });
  return createMagentoConnector({ graphqlUrl: 'https://shop.example/graphql', fetch, admin: { username: 'talat', password: 'p' } });
}

describe('Magento’s answers the sign-on tells apart', () => {
  it('knows an email without an account, and an account that exists, by Magento’s words and category', () => {
    expect(
      isNoSuchCustomer(
        new MagentoGraphqlError('GenerateCustomerTokenAsAdmin', ['Customer email provided does not exist'], ['graphql-input']),
      ),
    ).toBe(true);
    expect(
      isNoSuchCustomer(
        new MagentoGraphqlError('GenerateCustomerTokenAsAdmin', ['Login as Customer is disabled.'], ['graphql-authorization']),
      ),
    ).toBe(false);
    expect(
      isEmailTaken(
        new MagentoGraphqlError(
          'CreateCustomerV2',
          ['A customer with the same email address already exists in an associated website.'],
          ['graphql-input'],
        ),
      ),
    ).toBe(true);
    expect(isEmailTaken(new MagentoGraphqlError('CreateCustomerV2', ['"x" is not a valid email address.'], ['graphql-input']))).toBe(false);
  });

  it('takes a token Magento refuses, by either category, as a session without a customer', () => {
    expect(isSessionRefused(new MagentoAuthorizationError('Customer', 'no'))).toBe(true);
    expect(isSessionRefused(new MagentoGraphqlError('RevokeCustomerToken', ['no'], ['graphql-authentication']))).toBe(true);
    expect(isSessionRefused(new MagentoGraphqlError('Customer', ['no'], ['graphql-input']))).toBe(false);
  });

  it('answers no customer, and a sign-out done, for a token Magento no longer takes', async () => {
    const connector = refusing('The request is allowed for logged in customer', 'graphql-authentication');
    expect(await connector.getCustomer({ ...th, customerToken: 'customer~expired' })).toBeNull();
    expect(await connector.signOut({ ...th, customerToken: 'customer~expired' })).toEqual({ success: true });
  });

  it('a Login as Customer that is off is the shop’s failure: it throws, so the storefront answers 503, not a sign-out', async () => {
    const connector = refusing('Login as Customer is disabled.', 'graphql-authorization');
    await expect(
      connector.signIn(th, { idToken: 'id', claims: { sub: 'a', email: 'dao@talat.example', email_verified: true } }),
    ).rejects.toMatchObject({ code: 'BACKEND_ERROR', message: 'GenerateCustomerTokenAsAdmin: Login as Customer is disabled.' });
  });

  it('renews an admin token Magento refused before its time, once, and then signs the customer in', async () => {
    const adminSignIns: string[] = [];
    const bearers: string[] = [];
    let refuse = true;
    const fetch = async (url: string, init: RequestInit) => {
      if (url.includes('/rest/')) {
        adminSignIns.push(url);
        return Response.json(`admin-${adminSignIns.length}`);
      }
      // Queries go by GET (their name in the URL), mutations by POST.
      const operationName =
        new URL(url).searchParams.get('operationName') ??
        (JSON.parse(String(init.body ?? '{}')) as { operationName?: string }).operationName;
      const bearer = new Headers(init.headers).get('authorization') ?? '';
      if (operationName === 'GenerateCustomerTokenAsAdmin') {
        bearers.push(bearer);
        if (refuse) {
          refuse = false;
          return Response.json({
            errors: [{ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } }],
          });
        }
        return Response.json({ data: { generateCustomerTokenAsAdmin: { customer_token: 'customer-1' } } });
      }
      if (operationName === 'Customer')
        return Response.json({
          data: { customer: { firstname: 'Dao', lastname: 'Sukjai', email: 'dao@talat.example', is_subscribed: false } },
        });
      return Response.json({ data: { customerCart: { id: 'cart-1' } } });
    };
    const connector = createMagentoConnector({
      graphqlUrl: 'https://shop.example/graphql',
      fetch,
      admin: { username: 'talat', password: 'p' },
    });
    const result = await connector.signIn(th, { idToken: 'id', claims: { sub: 'a', email: 'dao@talat.example', email_verified: true } });
    expect(result.ok).toBe(true);
    expect(adminSignIns).toEqual([
      'https://shop.example/rest/V1/integration/admin/token',
      'https://shop.example/rest/V1/integration/admin/token',
    ]);
    expect(bearers).toEqual(['Bearer admin-1', 'Bearer admin-2']);
  });
});
