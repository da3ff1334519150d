import type { CommerceConnector } from '@talat/commerce';
import { describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from '../security/rate-limit';
import { accountApiHooks } from './account-guard';
import { accountMethods } from './account-methods';
import { handleApiRequest } from './handle-api';

const silent = { error: vi.fn() };
const SIGNED_IN = 's7-customer=authenticated; s7-cart-session=engine-token-7';

function setup(opts: { csrfOk?: boolean; limit?: number } = {}) {
  const connector = {
    getWishlist: vi.fn(async () => ({ items: [] })),
    addToWishlist: vi.fn(async () => ({ ok: true, value: { items: [] } })),
    subscribeNewsletter: vi.fn(async () => ({ outcome: 'CONFIRMATION_SENT', status: 'PENDING' })),
    updateProfile: vi.fn(async () => ({ ok: true, value: {} })),
  } as unknown as CommerceConnector;
  const csrf = vi.fn(() => (opts.csrfOk === false ? Response.json({ error: { code: 'CSRF', message: 'CSRF' } }, { status: 403 }) : null));
  const hooks = accountApiHooks({
    csrf,
    limiter: createRateLimiter({ limit: opts.limit ?? 10, windowMs: 60_000 }),
    address: () => '203.0.113.9',
  });
  const call = (method: string, body: unknown, cookie = '', httpMethod = 'POST') => {
    const url =
      httpMethod === 'GET'
        ? `http://shop.test/api/account/${method}?body=${encodeURIComponent(JSON.stringify(body))}`
        : `http://shop.test/api/account/${method}`;
    const request = new Request(url, {
      method: httpMethod,
      headers: { cookie, 'content-type': 'application/json' },
      body: httpMethod === 'GET' ? undefined : JSON.stringify(body),
    });
    return handleApiRequest(request, method, accountMethods(connector), silent, hooks);
  };
  return { connector, csrf, call };
}

describe('the account API', () => {
  it('answers a guest 401 NOT_SIGNED_IN in their language for customer methods, and calls nothing', async () => {
    const { connector, call } = setup();
    const res = await call('getWishlist', {}, 'i18n_redirected=th', 'GET');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: { code: 'NOT_SIGNED_IN', message: 'โปรดเข้าสู่ระบบเพื่อใช้บัญชีของคุณ' } });
    expect(connector.getWishlist).not.toHaveBeenCalled();
  });

  it('needs the sign-on flag and the engine session both', async () => {
    const { call } = setup();
    expect((await call('getWishlist', {}, 's7-cart-session=engine-token-7', 'GET')).status).toBe(401);
    expect((await call('getWishlist', {}, 's7-customer=authenticated', 'GET')).status).toBe(401);
  });

  it("runs a customer's call with their session", async () => {
    const { connector, call } = setup();
    const res = await call('addToWishlist', { product_uid: '12', variant_uid: '34' }, SIGNED_IN);
    expect(res.status).toBe(200);
    expect(connector.addToWishlist).toHaveBeenCalledWith(expect.objectContaining({ customerToken: 'engine-token-7' }), {
      product_uid: '12',
      variant_uid: '34',
    });
  });

  it('refuses changes without the CSRF token, and over GET', async () => {
    const { connector, call } = setup({ csrfOk: false });
    expect((await call('updateProfile', { firstname: 'A', lastname: 'B' }, SIGNED_IN)).status).toBe(403);
    expect((await call('addToWishlist', { product_uid: '12' }, SIGNED_IN, 'GET')).status).toBe(405);
    expect(connector.updateProfile).not.toHaveBeenCalled();
  });

  it('lets a guest subscribe to the newsletter, and limits it per address', async () => {
    const { connector, call } = setup({ limit: 2 });
    const body = { email: 'nok@example.com', source: 'footer' };
    expect((await call('subscribeNewsletter', body)).status).toBe(200);
    expect((await call('subscribeNewsletter', body)).status).toBe(200);
    const limited = await call('subscribeNewsletter', body);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('RATE_LIMITED');
    expect(connector.subscribeNewsletter).toHaveBeenCalledTimes(2);
  });

  it('refuses a newsletter source it does not know with a 400', async () => {
    const { call } = setup();
    expect((await call('subscribeNewsletter', { email: 'nok@example.com', source: 'popup' })).status).toBe(400);
  });
});
