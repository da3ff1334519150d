import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { attemptKeys, THROTTLED_OPERATIONS, THROTTLED_ROOT_TYPES } from './throttled-operations';

const op = (name: string) => THROTTLED_OPERATIONS[name]!;
const guest = { session: { id: 's1', activeOrderId: null } };

describe('the throttled operations', () => {
  it("cover sign-in, reviews, the newsletter, coupons, gift cards, a guest's order lookup and stock alerts", () => {
    expect(Object.fromEntries(Object.entries(THROTTLED_OPERATIONS).map(([name, o]) => [name, o.scope]))).toEqual({
      authenticate: 'sign-in',
      login: 'sign-in',
      submitProductReview: 'review',
      subscribeToNewsletter: 'newsletter',
      confirmNewsletterSubscription: 'newsletter',
      unsubscribeFromNewsletter: 'newsletter',
      unsubscribeActiveCustomerFromNewsletter: 'newsletter',
      applyCouponCode: 'coupon',
      applyGiftCardToOrder: 'gift-card',
      orderTracking: 'order-lookup',
      requestStockAlert: 'stock-alert',
      confirmStockAlert: 'stock-alert',
      cancelStockAlert: 'stock-alert',
    });
  });

  it('count stock alert requests per address named (any case), else per signed-in customer, and links per token', () => {
    const request = op('requestStockAlert');
    expect(request.named).toBe(true);
    const byAddress = request.accountOf({ productVariantId: '3', emailAddress: ' Ploy@Example.com ' }, guest);
    expect(byAddress).toBe(request.accountOf({ productVariantId: '4', emailAddress: 'ploy@example.com' }, { activeUserId: 7 }));
    expect(byAddress).toMatch(/^email:/);
    expect(byAddress).not.toContain('ploy');
    expect(request.accountOf({ productVariantId: '3' }, { activeUserId: 7, session: { id: 's' } })).toBe('user:7');
    expect(request.accountOf({ productVariantId: '3', emailAddress: '' }, { activeUserId: 7 })).toBe('user:7');
    expect(request.accountOf({ productVariantId: '3' }, guest)).toBeNull();
    expect(attemptKeys(request, '203.0.113.9', byAddress)).toEqual({
      client: 'stock-alert:client:203.0.113.9',
      account: `stock-alert:account:${byAddress}:from:203.0.113.9`,
    });
    for (const name of ['confirmStockAlert', 'cancelStockAlert']) {
      const link = op(name);
      expect(link.named).toBe(false);
      const account = link.accountOf({ token: 'secret-alert-token' }, guest);
      expect(account).toMatch(/^link:/);
      expect(account).not.toContain('secret');
      expect(attemptKeys(link, '203.0.113.9', account).account).toBe(`stock-alert:account:${account}`);
    }
  });

  it('count order lookups per order number (any case) and client: anyone can type any number', () => {
    const lookup = op('orderTracking');
    expect(lookup.named).toBe(true);
    const account = lookup.accountOf({ code: ' abc123 ', emailAddress: 'x@example.com' }, {});
    expect(account).toBe(lookup.accountOf({ code: 'ABC123' }, {}));
    expect(account).not.toContain('ABC123');
    expect(attemptKeys(lookup, '203.0.113.7', account)).toEqual({
      client: 'order-lookup:client:203.0.113.7',
      account: `order-lookup:account:${account}:from:203.0.113.7`,
    });
    expect(THROTTLED_ROOT_TYPES.has('Query') && THROTTLED_ROOT_TYPES.has('Mutation')).toBe(true);
  });

  it("count coupons and gift cards against the caller's order (or session before there is one)", () => {
    expect(op('applyCouponCode').accountOf({ couponCode: 'X' }, { session: { id: 's1', activeOrderId: 42 } })).toBe('order:42');
    expect(op('applyGiftCardToOrder').accountOf({ code: 'X' }, guest)).toBe('session:s1');
  });

  it('count sign-in against the token subject, one email the same whatever its case', async () => {
    const idToken = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('person-1').sign(new Uint8Array(32));
    const other = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('person-1').setIssuedAt(1).sign(new Uint8Array(32));
    const a = op('authenticate').accountOf({ input: { sso: { idToken } } }, guest);
    expect(a).toMatch(/^sub:/);
    expect(op('authenticate').accountOf({ input: { sso: { idToken: other } } }, guest)).toBe(a);
    expect(op('authenticate').accountOf({ input: { sso: { idToken: 'junk' } } }, guest)).toMatch(/^token:/);
    expect(op('subscribeToNewsletter').accountOf({ emailAddress: ' Ploy@Example.com' }, guest)).toBe(
      op('subscribeToNewsletter').accountOf({ emailAddress: 'ploy@example.com' }, guest),
    );
  });

  it('never put an email or a token in a counter key', () => {
    const account = op('subscribeToNewsletter').accountOf({ emailAddress: 'ploy@example.com' }, guest)!;
    expect(account).not.toContain('ploy');
    expect(op('unsubscribeFromNewsletter').accountOf({ token: 'secret-link-token' }, guest)).not.toContain('secret');
  });

  it('count reviews against the signed-in customer; a guest has only a client', () => {
    expect(op('submitProductReview').accountOf({}, { activeUserId: 7, session: { id: 's' } })).toBe('user:7');
    expect(op('submitProductReview').accountOf({}, guest)).toBeNull();
  });

  it("keep an account someone names per client, so a stranger cannot use up a shopper's attempts", () => {
    expect(attemptKeys(op('subscribeToNewsletter'), '203.0.113.1', 'email:x')).toEqual({
      client: 'newsletter:client:203.0.113.1',
      account: 'newsletter:account:email:x:from:203.0.113.1',
    });
    expect(attemptKeys(op('applyCouponCode'), '203.0.113.1', 'order:1').account).toBe('coupon:account:order:1');
    expect(attemptKeys(op('submitProductReview'), '203.0.113.1', null).account).toBeNull();
  });
});
