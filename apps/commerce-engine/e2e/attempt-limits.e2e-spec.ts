/**
 * The engine's own attempt limits (plugins/attempt-limits), per client and per account, on each
 * throttled Shop API mutation: over a limit the caller gets TOO_MANY_REQUESTS with
 * retryAfterSeconds; another client, or another account, goes on.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttemptLimits } from '../src/plugins/attempt-limits';
import { SHOP_KEY_HEADERS } from './fixtures/shop-key';
import { SignOnEnvironment, startSignOnEnvironment } from './fixtures/sign-on-environment';

const PORT = 3205;
const SHOP_API = `http://localhost:${PORT}/shop-api`;

// Two attempts per account and four per client a minute (sign-in: six per client, as the
// environment signs customers on from the test's own address).
const LIMITS: AttemptLimits = {
  'sign-in': { perClient: 6, perAccount: 2, windowSeconds: 60 },
  review: { perClient: 4, perAccount: 2, windowSeconds: 60 },
  newsletter: { perClient: 4, perAccount: 2, windowSeconds: 60 },
  coupon: { perClient: 4, perAccount: 2, windowSeconds: 60 },
  'gift-card': { perClient: 4, perAccount: 2, windowSeconds: 60 },
  'order-lookup': { perClient: 4, perAccount: 2, windowSeconds: 60 },
  'stock-alert': { perClient: 4, perAccount: 2, windowSeconds: 60 },
  // The fixture signs the superadmin in once.
  'admin-sign-in': { perClient: 4, perAccount: 2, windowSeconds: 60 },
};

type Outcome = 'answered' | { code: string; retryAfterSeconds: number; message: string };

/** A shopper's session seen from the engine: the storefront's key, the shopper's address, their token. */
function shopper(address: string, token?: string) {
  let auth = token;
  return {
    get token() {
      return auth;
    },
    async send(
      query: string,
      variables: Record<string, unknown> = {},
    ): Promise<{ data: Record<string, unknown> | null; outcome: Outcome }> {
      const res = await fetch(SHOP_API, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...SHOP_KEY_HEADERS,
          'x-talat-client-address': address,
          ...(auth ? { authorization: `Bearer ${auth}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      auth = res.headers.get('vendure-auth-token') ?? auth;
      const body = (await res.json()) as {
        data: Record<string, unknown> | null;
        errors?: { message: string; extensions?: { code?: string; retryAfterSeconds?: number } }[];
      };
      const refused = body.errors?.find((e) => e.extensions?.code === 'TOO_MANY_REQUESTS');
      return {
        data: body.data,
        outcome: refused
          ? { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: refused.extensions!.retryAfterSeconds!, message: refused.message }
          : 'answered',
      };
    },
  };
}
type Shopper = ReturnType<typeof shopper>;

const ADD = `mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ... on Order { id } } }`;
const COUPON = `mutation { applyCouponCode(couponCode: "NOT-A-CODE") { __typename } }`;
const GIFT_CARD = `mutation { applyGiftCardToOrder(code: "TALAT-GC-NOPE-0000") { __typename } }`;
const SUBSCRIBE = `mutation ($email: String!) { subscribeToNewsletter(emailAddress: $email, source: "footer") { outcome } }`;
const CONFIRM = `mutation ($token: String!) { confirmNewsletterSubscription(token: $token) { outcome } }`;
const UNSUBSCRIBE = `mutation ($token: String!) { unsubscribeFromNewsletter(token: $token) { outcome } }`;
const UNSUBSCRIBE_MINE = `mutation { unsubscribeActiveCustomerFromNewsletter { outcome } }`;
const STOCK_ALERT = `mutation ($id: ID!, $email: String) { requestStockAlert(productVariantId: $id, emailAddress: $email) { outcome } }`;
const CONFIRM_STOCK_ALERT = `mutation ($token: String!) { confirmStockAlert(token: $token) { outcome } }`;
const CANCEL_STOCK_ALERT = `mutation ($token: String!) { cancelStockAlert(token: $token) { outcome } }`;
const REVIEW = `mutation ($productId: ID!) {
  submitProductReview(input: { productId: $productId, nickname: "N", summary: "S", text: "", ratings: [] }) { __typename }
}`;
const AUTHENTICATE = `mutation ($idToken: String!) { authenticate(input: { sso: { idToken: $idToken } }) { __typename } }`;
const LOGIN = `mutation ($username: String!) { login(username: $username, password: "guess") { __typename } }`;

const outcomes = async (s: Shopper, times: number, query: string, variables: Record<string, unknown> = {}) => {
  const all: Outcome[] = [];
  for (let i = 0; i < times; i++) all.push((await s.send(query, variables)).outcome);
  return all;
};

function expectRefused(outcome: Outcome): void {
  expect(outcome).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/^Too many attempts; try again in \d+ s$/) });
  const { retryAfterSeconds } = outcome as Exclude<Outcome, 'answered'>;
  expect(retryAfterSeconds).toBeGreaterThan(0);
  expect(retryAfterSeconds).toBeLessThanOrEqual(60);
}

/** A token shaped like the provider's, for a person, that the strategy refuses (wrong key). */
const junkIdToken = (sub: string) =>
  new SignJWT({ email: `${sub}@example.com` }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub).sign(new Uint8Array(32));

describe('attempt limits', () => {
  let t: SignOnEnvironment;
  let variantId: string;

  beforeAll(async () => {
    t = await startSignOnEnvironment(PORT, { attemptLimits: LIMITS });
    const { products } = await t.env.shopClient.query<{ products: { items: { variants: { id: string }[] }[] } }>(
      (await import('graphql-tag')).default`{ products(options: { take: 1 }) { items { variants { id } } } }`,
    );
    variantId = products.items[0]!.variants[0]!.id;
  });
  afterAll(() => t?.close());

  /** A new guest cart for a shopper at `address`. */
  async function withCart(address: string): Promise<Shopper> {
    const s = shopper(address);
    expect((await s.send(ADD, { id: variantId })).outcome).toBe('answered');
    return s;
  }

  /** A signed-on customer's session, used from `address`. */
  async function customer(sub: string, address: string): Promise<Shopper> {
    await t.signOn(sub);
    return shopper(address, t.env.shopClient.getAuthToken());
  }

  for (const [name, query] of [
    ['coupon codes', COUPON],
    ['gift card codes', GIFT_CARD],
  ] as const) {
    describe(name, () => {
      it('refuse a third attempt on one order; another order goes on', async () => {
        const base = name === 'coupon codes' ? '198.51.100' : '198.51.101';
        const first = await withCart(`${base}.1`);
        const [a, b, c] = await outcomes(first, 3, query);
        expect([a, b]).toEqual(['answered', 'answered']);
        expectRefused(c!);
        expect(await outcomes(await withCart(`${base}.2`), 1, query)).toEqual(['answered']);
      });

      it("refuse a client's fifth attempt whatever the order; another client goes on", async () => {
        const base = name === 'coupon codes' ? '203.0.113' : '203.0.114';
        const address = `${base}.1`;
        const tries = [...(await outcomes(await withCart(address), 2, query)), ...(await outcomes(await withCart(address), 2, query))];
        expect(tries).toEqual(['answered', 'answered', 'answered', 'answered']);
        const [refused] = await outcomes(await withCart(address), 1, query);
        expectRefused(refused!);
        expect(await outcomes(await withCart(`${base}.2`), 1, query)).toEqual(['answered']);
      });
    });
  }

  describe('the newsletter', () => {
    it('refuses a third subscription of one address from one client; another address or client goes on', async () => {
      const s = shopper('192.0.2.10');
      const [a, b, c] = await outcomes(s, 3, SUBSCRIBE, { email: 'limit@example.com' });
      expect([a, b]).toEqual(['answered', 'answered']);
      expectRefused(c!);
      expect(await outcomes(s, 1, SUBSCRIBE, { email: 'other@example.com' })).toEqual(['answered']);
      // Someone else naming that address is not held up by the first client's attempts.
      expect(await outcomes(shopper('192.0.2.11'), 1, SUBSCRIBE, { email: 'limit@example.com' })).toEqual(['answered']);
      // The first client has now used its four.
      expectRefused((await outcomes(s, 1, SUBSCRIBE, { email: 'third@example.com' }))[0]!);
    });

    it('refuses a third try of one confirmation or unsubscribe link; another link goes on', async () => {
      for (const [query, address] of [
        [CONFIRM, '192.0.2.20'],
        [UNSUBSCRIBE, '192.0.2.21'],
      ] as const) {
        const s = shopper(address);
        const [a, b, c] = await outcomes(s, 3, query, { token: `guessed-link-${address}` });
        expect([a, b]).toEqual(['answered', 'answered']);
        expectRefused(c!);
        expect(await outcomes(s, 1, query, { token: `another-link-${address}` })).toEqual(['answered']);
      }
    });

    it("refuses a customer's third unsubscribe from the account; another customer goes on", async () => {
      const malee = await customer('limit-news-a', '192.0.2.30');
      const [a, b, c] = await outcomes(malee, 3, UNSUBSCRIBE_MINE);
      expect([a, b]).toEqual(['answered', 'answered']);
      expectRefused(c!);
      expect(await outcomes(await customer('limit-news-b', '192.0.2.30'), 1, UNSUBSCRIBE_MINE)).toEqual(['answered']);
    });
  });

  describe('stock alerts', () => {
    it('refuse a third request for one address from one client; another address or client goes on', async () => {
      const s = shopper('192.0.2.80');
      const [a, b, c] = await outcomes(s, 3, STOCK_ALERT, { id: variantId, email: 'alert-limit@example.com' });
      expect([a, b]).toEqual(['answered', 'answered']);
      expectRefused(c!);
      expect(await outcomes(s, 1, STOCK_ALERT, { id: variantId, email: 'alert-other@example.com' })).toEqual(['answered']);
      expect(await outcomes(shopper('192.0.2.81'), 1, STOCK_ALERT, { id: variantId, email: 'alert-limit@example.com' })).toEqual([
        'answered',
      ]);
    });

    it("count a signed-in customer's one-click requests as their own", async () => {
      const somchai = await customer('limit-alert-a', '192.0.2.82');
      const [a, b, c] = await outcomes(somchai, 3, STOCK_ALERT, { id: variantId });
      expect([a, b]).toEqual(['answered', 'answered']);
      expectRefused(c!);
      expect(await outcomes(await customer('limit-alert-b', '192.0.2.82'), 1, STOCK_ALERT, { id: variantId })).toEqual(['answered']);
    });

    it('refuse a third try of one confirm or cancel link; another link goes on', async () => {
      for (const [query, address] of [
        [CONFIRM_STOCK_ALERT, '192.0.2.83'],
        [CANCEL_STOCK_ALERT, '192.0.2.84'],
      ] as const) {
        const s = shopper(address);
        const [a, b, c] = await outcomes(s, 3, query, { token: `guessed-alert-link-${address}` });
        expect([a, b]).toEqual(['answered', 'answered']);
        expectRefused(c!);
        expect(await outcomes(s, 1, query, { token: `another-alert-link-${address}` })).toEqual(['answered']);
      }
    });
  });

  describe('reviews', () => {
    it("refuse a customer's third review; another customer goes on", async () => {
      const somchai = await customer('limit-review-a', '192.0.2.40');
      const [a, b, c] = await outcomes(somchai, 3, REVIEW, { productId: '1' });
      expect([a, b]).toEqual(['answered', 'answered']);
      expectRefused(c!);
      expect(await outcomes(await customer('limit-review-b', '192.0.2.41'), 1, REVIEW, { productId: '1' })).toEqual(['answered']);
    });

    it("refuse a guest client's fifth review; another client goes on", async () => {
      const tries = await outcomes(shopper('192.0.2.50'), 5, REVIEW, { productId: '1' });
      expect(tries.slice(0, 4)).toEqual(['answered', 'answered', 'answered', 'answered']);
      expectRefused(tries[4]!);
      expect(await outcomes(shopper('192.0.2.51'), 1, REVIEW, { productId: '1' })).toEqual(['answered']);
    });
  });

  describe('sign-in', () => {
    it('refuses a third sign-on as one person from one client; another person or client goes on', async () => {
      const s = shopper('192.0.2.60');
      const idToken = await junkIdToken('victim');
      const [a, b, c] = await outcomes(s, 3, AUTHENTICATE, { idToken });
      expect([a, b]).toEqual(['answered', 'answered']);
      expectRefused(c!);
      expect(await outcomes(s, 1, AUTHENTICATE, { idToken: await junkIdToken('someone-else') })).toEqual(['answered']);
      // A stranger's attempts do not lock the person out elsewhere.
      expect(await outcomes(shopper('192.0.2.61'), 1, AUTHENTICATE, { idToken })).toEqual(['answered']);
    });

    it('counts the native login too (the Shop API has none: it answers an error result)', async () => {
      const [a, b, c] = await outcomes(shopper('192.0.2.70'), 3, LOGIN, { username: 'somchai@example.com' });
      expect([a, b]).toEqual(['answered', 'answered']);
      expectRefused(c!);
    });
  });

  it("throttles staff's password sign-in to the Admin API per username: a third guess is refused before it is checked", async () => {
    const guess = async (username: string): Promise<Outcome> => {
      const res = await fetch(`http://localhost:${PORT}/admin-api`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation ($u: String!) { login(username: $u, password: "guess") { __typename ... on ErrorResult { errorCode } } }',
          variables: { u: username },
        }),
      });
      const body = (await res.json()) as {
        data: { login: { errorCode?: string } } | null;
        errors?: { message: string; extensions?: { code?: string; retryAfterSeconds?: number } }[];
      };
      const refused = body.errors?.find((e) => e.extensions?.code === 'TOO_MANY_REQUESTS');
      if (refused)
        return { code: 'TOO_MANY_REQUESTS', retryAfterSeconds: refused.extensions!.retryAfterSeconds!, message: refused.message };
      // Answered: a wrong password, said so.
      expect(body.data?.login.errorCode).toBe('INVALID_CREDENTIALS_ERROR');
      return 'answered';
    };
    expect([await guess('Mallory'), await guess('mallory ')]).toEqual(['answered', 'answered']);
    expectRefused(await guess('mallory'));
  });

  it('gives a told client address nothing without the shop key: the Shop API does not answer', async () => {
    const spoofed = async () =>
      (await (
        await fetch(SHOP_API, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-talat-client-address': '192.0.2.99' },
          body: JSON.stringify({ query: SUBSCRIBE, variables: { email: 'spoof@example.com' } }),
        })
      ).status) as number;
    expect(await spoofed()).toBe(403);
  });
});
