/**
 * Sign-on through the Shop API with the provider's ID token (`authenticate(input: { sso })`):
 * a small in-test provider signs the tokens and serves its JWKS.
 */
import gql from 'graphql-tag';
import { SimpleGraphQLClient, TestingLogger } from '@vendure/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SET_SHIPPING, SHIPPING_METHODS, TO_PAYMENT } from './fixtures/checkout-documents';
import { catalogueWithCustomers } from './fixtures/customers';
import { IdTokenOptions, startTestIssuer, TEST_CLIENT_ID, TestIssuer } from './fixtures/test-issuer';
import { createEngineTestEnvironment } from './test-server';

const PORT = 3180;

const AUTHENTICATE = gql`
  mutation ($idToken: String!) {
    authenticate(input: { sso: { idToken: $idToken } }) {
      __typename
      ... on CurrentUser { id identifier }
      ... on ErrorResult { errorCode message }
      ... on InvalidCredentialsError { authenticationError }
    }
  }
`;
const ACTIVE_CUSTOMER = gql`
  query {
    activeCustomer {
      id emailAddress firstName lastName phoneNumber groupKey
      addresses { fullName streetLine2 city province postalCode country { code } defaultShippingAddress defaultBillingAddress }
      orders(options: { sort: { orderPlacedAt: ASC } }) { totalItems items { code state currencyCode active } }
    }
  }
`;
const UPDATE_CUSTOMER = gql`
  mutation ($firstName: String!) { updateCustomer(input: { firstName: $firstName }) { firstName } }
`;
const NATIVE_LOGIN = gql`
  mutation { login(username: "somchai@talat.example", password: "anything") { __typename ... on ErrorResult { errorCode } } }
`;
const REGISTER = gql`
  mutation { registerCustomerAccount(input: { emailAddress: "new@example.com", password: "Passw0rd!" }) { __typename ... on ErrorResult { errorCode } } }
`;
const ADMIN_CUSTOMERS = gql`
  query ($email: String!) { customers(options: { filter: { emailAddress: { eq: $email } } }) { totalItems items { id } } }
`;
const VARIANTS = gql`
  query { products { items { variants { id sku } } } }
`;
const ADD_ITEM = gql`
  mutation ($id: ID!) {
    addItemToOrder(productVariantId: $id, quantity: 1) { ... on Order { code currencyCode } ... on ErrorResult { errorCode message } }
  }
`;
const SET_CUSTOMER = gql`
  mutation ($email: String!) {
    setCustomerForOrder(input: { emailAddress: $email, firstName: "Guest", lastName: "Buyer" }) {
      __typename
      ... on Order { id }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const SET_ADDRESS = gql`
  mutation ($country: String!) {
    setOrderShippingAddress(input: { fullName: "Emma Clarke", streetLine1: "48 Camden Road", city: "London", postalCode: "NW1 9DP", countryCode: $country }) {
      ... on Order { id }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const PAY_BY_CHEQUE = gql`
  mutation {
    addPaymentToOrder(input: { method: "checkmo", metadata: {} }) {
      ... on Order { code state customer { emailAddress } }
      ... on ErrorResult { errorCode message }
    }
  }
`;

describe('sign-on with the provider ID token', () => {
  const logger = new TestingLogger(() => vi.fn());
  let issuer: TestIssuer;
  let env: ReturnType<typeof createEngineTestEnvironment>;
  let shopClient: SimpleGraphQLClient;
  let adminClient: SimpleGraphQLClient;
  let shirtM: string;

  beforeAll(async () => {
    // The provider first: the engine is configured with its address (a free port).
    issuer = await startTestIssuer();
    env = createEngineTestEnvironment(PORT, {
      catalogue: catalogueWithCustomers,
      signOn: { issuer: issuer.issuer, clientId: TEST_CLIENT_ID },
      logger,
    });
    ({ shopClient, adminClient } = env);
    await env.init();
    await adminClient.asSuperAdmin();
    const { products } = await shopClient.query(VARIANTS);
    shirtM = products.items
      .flatMap((p: { variants: Array<{ id: string; sku: string }> }) => p.variants)
      .find((v: { sku: string }) => v.sku === 'T-SHIRT-M').id;
  });
  afterAll(async () => {
    await env?.server.destroy();
    await issuer?.close();
  });

  async function signOn(claims: { sub: string; email?: string } & Record<string, unknown>, options?: IdTokenOptions) {
    return (await shopClient.query(AUTHENTICATE, { idToken: await issuer.idToken(claims, options) })).authenticate;
  }
  const activeCustomer = async () => (await shopClient.query(ACTIVE_CUSTOMER)).activeCustomer;
  const customerIdsOf = async (email: string) =>
    (await adminClient.query(ADMIN_CUSTOMERS, { email })).customers.items.map((c: { id: string }) => c.id);

  it('signs a new person on as a new customer and answers the session token in vendure-auth-token', async () => {
    await shopClient.asAnonymousUser();
    const before = shopClient.getAuthToken();
    const result = await signOn({ sub: 'acc-nok', email: 'Nok@Example.com', given_name: 'Nok' });
    expect(result).toMatchObject({ __typename: 'CurrentUser', identifier: 'nok@example.com' });
    expect(shopClient.getAuthToken()).toBeTruthy();
    expect(shopClient.getAuthToken()).not.toBe(before);
    expect(await activeCustomer()).toMatchObject({ emailAddress: 'nok@example.com', firstName: 'Nok', lastName: '', groupKey: 'general' });
    expect(issuer.jwksRequests()).toBeGreaterThan(0);
  });

  it('signs the same sub on to the same customer, filling only names left empty', async () => {
    const first = await activeCustomer();
    await shopClient.query(UPDATE_CUSTOMER, { firstName: 'Noknoi' });
    await shopClient.asAnonymousUser();
    await signOn({ sub: 'acc-nok', email: 'nok@example.com', given_name: 'Nok', family_name: 'Sukjai' });
    expect(await activeCustomer()).toMatchObject({ id: first.id, firstName: 'Noknoi', lastName: 'Sukjai' });
    expect(await customerIdsOf('nok@example.com')).toEqual([first.id]);
  });

  it('links the seeded customer with the same email on the first sign-on, with its orders, address and group', async () => {
    const [seededId] = await customerIdsOf('somchai@talat.example');
    await shopClient.asAnonymousUser();
    await signOn({ sub: 'acc-somchai', email: 'Somchai@Talat.example', given_name: 'Somchai', family_name: 'Jaidee' });
    const customer = await activeCustomer();
    expect(customer).toMatchObject({ id: seededId, firstName: 'สมชาย', lastName: 'ใจดี', phoneNumber: '+66812345678', groupKey: 'members' });
    expect(customer.addresses).toEqual([
      expect.objectContaining({
        streetLine2: 'คลองเตยเหนือ',
        city: 'วัฒนา',
        province: 'กรุงเทพมหานคร',
        postalCode: '10110',
        country: { code: 'TH' },
        defaultShippingAddress: true,
        defaultBillingAddress: true,
      }),
    ]);
    expect(customer.orders.totalItems).toBe(2);
    for (const o of customer.orders.items) expect(o).toMatchObject({ state: 'PaymentSettled', currencyCode: 'THB', active: false });
    // Signing on again finds it by the sub: still one customer with that email.
    await shopClient.asAnonymousUser();
    await signOn({ sub: 'acc-somchai', email: 'somchai@talat.example' });
    expect((await activeCustomer()).id).toBe(seededId);
    expect(await customerIdsOf('somchai@talat.example')).toEqual([seededId]);
  });

  it('refuses a second sign-on account with the email of an already linked customer', async () => {
    await shopClient.asAnonymousUser();
    expect(await signOn({ sub: 'acc-somchai-2', email: 'somchai@talat.example' })).toMatchObject({
      errorCode: 'INVALID_CREDENTIALS_ERROR',
    });
    expect(await activeCustomer()).toBeNull();
  });

  it('links a customer made by a guest checkout, creating its user', async () => {
    await shopClient.asAnonymousUser();
    await shopClient.query(ADD_ITEM, { id: shirtM });
    expect((await shopClient.query(SET_CUSTOMER, { email: 'guest.buyer@example.com' })).setCustomerForOrder.__typename).toBe('Order');
    expect((await shopClient.query(SET_ADDRESS, { country: 'TH' })).setOrderShippingAddress.id).toBeTruthy();
    const { eligibleShippingMethods } = await shopClient.query(SHIPPING_METHODS);
    await shopClient.query(SET_SHIPPING, { id: [eligibleShippingMethods.find((m: { code: string }) => m.code === 'standard-th').id] });
    await shopClient.query(TO_PAYMENT);
    const placed = (await shopClient.query(PAY_BY_CHEQUE)).addPaymentToOrder;
    expect(placed.state).toBe('PaymentAuthorized');
    const [guestCustomerId] = await customerIdsOf('guest.buyer@example.com');

    await shopClient.asAnonymousUser();
    expect(await signOn({ sub: 'acc-guest-buyer', email: 'guest.buyer@example.com', given_name: 'Ploy' })).toMatchObject({
      __typename: 'CurrentUser',
    });
    const customer = await activeCustomer();
    expect(customer).toMatchObject({ id: guestCustomerId, firstName: 'Guest', groupKey: 'general' });
    expect(customer.orders.items.map((o: { code: string }) => o.code)).toEqual([placed.code]);
  });

  describe('refuses, with InvalidCredentialsError and no session', () => {
    const somchai = { sub: 'acc-somchai', email: 'somchai@talat.example' };
    const cases: Array<[string, () => Promise<string>]> = [
      [
        'a tampered payload',
        async () => {
          const [h, p, s] = (await issuer.idToken(somchai)).split('.');
          const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
          return [h, Buffer.from(JSON.stringify({ ...payload, sub: 'acc-nok' })).toString('base64url'), s].join('.');
        },
      ],
      ['a signature by a key the provider does not publish', () => issuer.idToken(somchai, { foreignKey: true })],
      ['an expired token', () => issuer.idToken(somchai, { expiresIn: -60 })],
      ['a token of another issuer', () => issuer.idToken(somchai, { issuer: 'http://evil.example' })],
      ['a token for another client', () => issuer.idToken(somchai, { audience: 'another-client' })],
      ['an unverified email', () => issuer.idToken({ ...somchai, email_verified: false })],
      ['a token without sub', () => issuer.idToken(somchai, { noSub: true })],
      ['a token without email', () => issuer.idToken({ sub: 'acc-no-email' })],
      ['something that is not a token', async () => 'not-a-token'],
    ];
    for (const [what, makeToken] of cases) {
      it(what, async () => {
        await shopClient.asAnonymousUser();
        const before = shopClient.getAuthToken();
        const idToken = await makeToken();
        const result = (await shopClient.query(AUTHENTICATE, { idToken })).authenticate;
        expect(result).toEqual({
          __typename: 'InvalidCredentialsError',
          errorCode: 'INVALID_CREDENTIALS_ERROR',
          message: 'The provided credentials are invalid',
          authenticationError: '',
        });
        expect(shopClient.getAuthToken()).toBe(before);
        expect(await activeCustomer()).toBeNull();
        const logged = JSON.stringify([logger.verboseSpy.mock.calls, logger.warnSpy.mock.calls, logger.errorSpy.mock.calls]);
        for (const part of idToken.split('.').filter((x) => x.length > 8)) expect(logged).not.toContain(part);
      });
    }

    it('and logs the reason at verbose level', () => {
      const messages = logger.verboseSpy.mock.calls.map((c) => c[0]);
      expect(messages).toEqual(expect.arrayContaining(['Sign-on refused: ERR_JWT_EXPIRED (exp)', 'Sign-on refused: email not verified']));
    });
  });

  it('refuses the shop native login and registration; the admin keeps its native login', async () => {
    await shopClient.asAnonymousUser();
    expect((await shopClient.query(NATIVE_LOGIN)).login).toEqual({
      __typename: 'NativeAuthStrategyError',
      errorCode: 'NATIVE_AUTH_STRATEGY_ERROR',
    });
    expect((await shopClient.query(REGISTER)).registerCustomerAccount.errorCode).toBe('NATIVE_AUTH_STRATEGY_ERROR');
    await adminClient.asSuperAdmin();
    expect((await customerIdsOf('emma@talat.example')).length).toBe(1);
  });

  it('places an order while signed on that belongs to the customer (setCustomerForOrder is refused)', async () => {
    await shopClient.asAnonymousUser();
    await signOn({ sub: 'acc-emma', email: 'emma@talat.example', given_name: 'Emma', family_name: 'Clarke' });
    // The storefront names the currency on every request (an order follows the request's currency).
    const gbp = { currencyCode: 'GBP' };
    const added = (await shopClient.query(ADD_ITEM, { id: shirtM }, gbp)).addItemToOrder;
    expect(added.currencyCode).toBe('GBP');
    expect((await shopClient.query(SET_CUSTOMER, { email: 'emma@talat.example' }, gbp)).setCustomerForOrder).toEqual({
      __typename: 'AlreadyLoggedInError',
      errorCode: 'ALREADY_LOGGED_IN_ERROR',
      message: 'Cannot set a Customer for the Order when already logged in',
    });
    expect((await shopClient.query(SET_ADDRESS, { country: 'GB' }, gbp)).setOrderShippingAddress.id).toBeTruthy();
    const { eligibleShippingMethods } = await shopClient.query(SHIPPING_METHODS, {}, gbp);
    await shopClient.query(SET_SHIPPING, { id: [eligibleShippingMethods.find((m: { code: string }) => m.code === 'standard-gb').id] }, gbp);
    expect((await shopClient.query(TO_PAYMENT, {}, gbp)).transitionOrderToState.state).toBe('ArrangingPayment');
    const placed = (await shopClient.query(PAY_BY_CHEQUE, {}, gbp)).addPaymentToOrder;
    expect(placed).toMatchObject({ code: added.code, state: 'PaymentAuthorized', customer: { emailAddress: 'emma@talat.example' } });
    const customer = await activeCustomer();
    expect(customer.groupKey).toBe('members');
    expect(customer.orders.items.map((o: { code: string }) => o.code)).toContain(added.code);
    expect(customer.orders.items.filter((o: { currencyCode: string }) => o.currencyCode === 'GBP')).toHaveLength(3);
  });
});
