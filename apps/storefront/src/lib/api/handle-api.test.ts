import type { CommerceConnector } from '@talat/commerce';
import { describe, expect, it, vi } from 'vitest';
import { cmsMethods } from './cms-methods';
import { commerceMethods } from './commerce-methods';
import th from '@messages/th/cart.json';
import { handleApiRequest } from './handle-api';

const list = { items: [], total_count: 0, page_info: { current_page: 1, page_size: 12, total_pages: 0 } };

function fakeConnector(overrides: Partial<CommerceConnector> = {}): CommerceConnector {
  return {
    name: 'fake',
    getStoreConfig: vi.fn(),
    getCurrencies: vi.fn(),
    resolveRoute: vi.fn(async () => ({ type: 'CATEGORY' as const, uid: '2', url_path: 'kits' })),
    getCategories: vi.fn(async () => []),
    getCategory: vi.fn(async () => null),
    getProductDetails: vi.fn(async () => null),
    getProducts: vi.fn(async () => list),
    searchProducts: vi.fn(async () => list),
    getSearchSuggestions: vi.fn(async () => ({ query: 'x', products: [], categories: [] })),
    getRelatedProducts: vi.fn(async () => []),
    getProductReviews: vi.fn(async () => ({ items: [] })),
    createProductReview: vi.fn(async () => ({ ok: true })),
    ...overrides,
  } as CommerceConnector;
}

const silent = { error: vi.fn() };

function get(method: string, body?: unknown, cookie?: string) {
  const url = new URL(`http://shop.test/api/commerce/${method}`);
  if (body !== undefined) url.searchParams.set('body', typeof body === 'string' ? body : JSON.stringify(body));
  return new Request(url, { headers: cookie ? { cookie } : {} });
}

function post(method: string, body: string, cookie?: string) {
  return new Request(`http://shop.test/api/commerce/${method}`, { method: 'POST', body, headers: cookie ? { cookie } : {} });
}

describe('handleApiRequest (commerce)', () => {
  it('words a cart refusal in the shopper’s language: the connector gives only its code and rule', async () => {
    const addCartItems = vi.fn(async () => ({
      ok: false as const,
      error: { code: 'INVALID_INPUT' as const, message: '', field: 'personalisation.name', detail: 'printName' as const },
    }));
    const connector = fakeConnector({ addCartItems });
    const body = JSON.stringify({ items: [{ sku: 'TFC-HOME', quantity: 1 }], locale: 'th' });
    const res = await handleApiRequest(post('addCartItems', body), 'addCartItems', commerceMethods(connector), silent);
    const json = (await res.json()) as { data: { error: { message: string; field: string } } };
    expect(json.data.error).toMatchObject({ field: 'personalisation.name', message: th.cartErrors.details.printName });
  });

  it('answers { data } for a GET with the input in the body parameter', async () => {
    const connector = fakeConnector();
    const res = await handleApiRequest(
      get('getProducts', { categoryUid: '2', page: 2 }),
      'getProducts',
      commerceMethods(connector),
      silent,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: list });
    expect(connector.getProducts).toHaveBeenCalledWith({ locale: 'en', currency: 'GBP' }, { categoryUid: '2', page: 2 });
  });

  it('routes every contract method to the connector without the context fields', async () => {
    const connector = fakeConnector();
    const methods = commerceMethods(connector);
    const calls: [string, unknown, unknown][] = [
      [
        'searchProducts',
        { search: 'shirt', sort: 'price_asc', filters: { facets: { size: ['m'] } }, currency: 'THB' },
        { search: 'shirt', sort: 'price_asc', filters: { facets: { size: ['m'] } } },
      ],
      ['getSearchSuggestions', { query: 'เสื้อ', limit: 5 }, { query: 'เสื้อ', limit: 5 }],
      ['getRelatedProducts', { uid: '7', limit: 4 }, { uid: '7', limit: 4 }],
      ['getProductReviews', { uid: '7', page: 2, pageSize: 5, locale: 'th' }, { uid: '7', page: 2, pageSize: 5 }],
    ];
    for (const [name, input, expected] of calls) {
      const res = await handleApiRequest(get(name, input), name, methods, silent);
      expect(res.status).toBe(200);
      expect(connector[name as keyof CommerceConnector]).toHaveBeenCalledWith(
        expect.objectContaining({ locale: expect.any(String) }),
        expected,
      );
    }
    const review = {
      productUid: '7',
      nickname: 'Nok',
      summary: 'Great',
      text: 'Fits very well indeed',
      ratings: [
        { name: 'quality', value: 5 },
        { name: 'fit', value: 4 },
        { name: 'value', value: 3 },
      ],
    };
    const res = await handleApiRequest(
      post('createProductReview', JSON.stringify(review), 'i18n_redirected=th'),
      'createProductReview',
      methods,
      silent,
    );
    expect(res.status).toBe(200);
    expect(connector.createProductReview).toHaveBeenCalledWith({ locale: 'th', currency: 'THB' }, review);
  });

  it('tells the cache about a published review, and only about a published one', async () => {
    const review = {
      productUid: '7',
      nickname: 'Nok',
      summary: 'Great',
      text: 'Fits very well indeed',
      ratings: [
        { name: 'quality', value: 5 },
        { name: 'fit', value: 4 },
        { name: 'value', value: 3 },
      ],
    };
    const reviewCreated = vi.fn();
    const connector = fakeConnector();
    const methods = commerceMethods(connector, { reviewCreated });
    await handleApiRequest(post('createProductReview', JSON.stringify(review)), 'createProductReview', methods, silent);
    expect(reviewCreated).toHaveBeenCalledWith('7');

    reviewCreated.mockClear();
    vi.mocked(connector.createProductReview).mockResolvedValueOnce({ ok: false, error: { code: 'INVALID_INPUT', message: 'no' } });
    await handleApiRequest(post('createProductReview', JSON.stringify(review)), 'createProductReview', methods, silent);
    expect(reviewCreated).not.toHaveBeenCalled();
  });

  it('never exposes getOrder to scripts (the thank-you page reads orders on the server)', async () => {
    const res = await handleApiRequest(
      post('getOrder', JSON.stringify({ code: 'X' })),
      'getOrder',
      commerceMethods(fakeConnector()),
      silent,
    );
    expect(res.status).toBe(404);
  });

  it('refuses a data-changing method over GET', async () => {
    const connector = fakeConnector();
    const res = await handleApiRequest(
      get('createProductReview', { productUid: '7' }),
      'createProductReview',
      commerceMethods(connector),
      silent,
    );
    expect(res.status).toBe(405);
    expect(connector.createProductReview).not.toHaveBeenCalled();
  });

  it('reads a POST JSON body and takes locale and currency from the cookies', async () => {
    const connector = fakeConnector();
    const res = await handleApiRequest(
      post('resolveRoute', '{"path":"kits"}', 'i18n_redirected=th; s7-currency=GBP'),
      'resolveRoute',
      commerceMethods(connector),
      silent,
    );
    expect(res.status).toBe(200);
    expect(connector.resolveRoute).toHaveBeenCalledWith({ locale: 'th', currency: 'GBP' }, 'kits');
  });

  it('lets the input override the cookie context', async () => {
    const connector = fakeConnector();
    await handleApiRequest(
      get('getCategories', { locale: 'th', currency: 'THB' }, 'i18n_redirected=en'),
      'getCategories',
      commerceMethods(connector),
      silent,
    );
    expect(connector.getCategories).toHaveBeenCalledWith({ locale: 'th', currency: 'THB' });
  });

  it('answers 404 for an unknown method, also for prototype names', async () => {
    for (const name of ['nope', 'constructor', '__proto__']) {
      const res = await handleApiRequest(get(name), name, commerceMethods(fakeConnector()), silent);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'This service does not exist.' } });
    }
  });

  it('answers 400 for malformed JSON in the shopper language', async () => {
    const res = await handleApiRequest(
      get('getProducts', '{oops', 'i18n_redirected=th'),
      'getProducts',
      commerceMethods(fakeConnector()),
      silent,
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'MALFORMED_JSON', message: 'ไม่สามารถอ่านคำขอได้' } });
  });

  it('answers 400 for input the contract rejects', async () => {
    const connector = fakeConnector();
    const res = await handleApiRequest(post('getProducts', '{"page":0,"extra":true}'), 'getProducts', commerceMethods(connector), silent);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('INVALID_INPUT');
    expect(connector.getProducts).not.toHaveBeenCalled();
  });

  it('answers 503 when the engine is unreachable', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED'), { name: 'CommerceError', code: 'UNREACHABLE' });
    const connector = fakeConnector({ getCategories: vi.fn(async () => Promise.reject(down)) });
    const res = await handleApiRequest(get('getCategories'), 'getCategories', commerceMethods(connector), silent);
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body).toEqual({ error: { code: 'UNREACHABLE', message: 'The shop is temporarily unavailable. Please try again in a moment.' } });
  });

  it('answers 502 for a backend error and 500 without a stack for a bug', async () => {
    const backend = Object.assign(new Error('x'), { name: 'CommerceError', code: 'BACKEND_ERROR' });
    const r1 = await handleApiRequest(
      get('getCategories'),
      'getCategories',
      commerceMethods(fakeConnector({ getCategories: vi.fn(async () => Promise.reject(backend)) })),
      silent,
    );
    expect(r1.status).toBe(502);
    const r2 = await handleApiRequest(
      get('getCategories'),
      'getCategories',
      commerceMethods(fakeConnector({ getCategories: vi.fn(async () => Promise.reject(new TypeError('boom'))) })),
      silent,
    );
    expect(r2.status).toBe(500);
    const text = await r2.text();
    expect(text).not.toContain('boom');
    expect(JSON.parse(text).error.code).toBe('INTERNAL');
  });

  it('answers 429 in the shopper’s language, with when to try again, when the backend limits the client', async () => {
    const limited = Object.assign(new Error('too many'), { name: 'CommerceError', code: 'RATE_LIMITED', retryAfterSeconds: 37 });
    const applyCoupon = vi.fn(async () => Promise.reject(limited));
    const request = new Request('http://shop.test/api/commerce/applyCoupon', {
      method: 'POST',
      body: JSON.stringify({ code: 'GUESS1' }),
      headers: { cookie: 'i18n_redirected=th', 'x-talat-client-address': '203.0.113.9' },
    });
    const res = await handleApiRequest(
      request,
      'applyCoupon',
      commerceMethods(fakeConnector({ applyCoupon } as Partial<CommerceConnector>)),
      silent,
    );
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('37');
    expect(await res.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'มีคำขอมากเกินไป โปรดรอสักครู่แล้วลองอีกครั้ง' } });
    // The backend heard who was asking: the address the storefront's server set.
    expect(applyCoupon).toHaveBeenCalledWith(expect.objectContaining({ clientAddress: '203.0.113.9', locale: 'th' }), { code: 'GUESS1' });
  });

  it('answers 405 for other HTTP methods', async () => {
    const res = await handleApiRequest(
      new Request('http://shop.test/api/commerce/getCategories', { method: 'DELETE' }),
      'getCategories',
      commerceMethods(fakeConnector()),
      silent,
    );
    expect(res.status).toBe(405);
  });
});

describe('handleApiRequest (cms)', () => {
  it('loads a page in the cookie locale', async () => {
    const story = {
      id: 1,
      uuid: 'u',
      name: 'About',
      slug: 'about',
      full_slug: 'about',
      lang: 'th',
      published_at: null,
      content: { _uid: 'a', component: 'page' },
    };
    const content = { getStory: vi.fn(async () => story), getStories: vi.fn() };
    const req = new Request(`http://shop.test/api/cms/getPage?body=${encodeURIComponent('{"slug":"about"}')}`, {
      headers: { cookie: 'i18n_redirected=th' },
    });
    const res = await handleApiRequest(req, 'getPage', cmsMethods(content), silent);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { story } });
    expect(content.getStory).toHaveBeenCalledWith('about', 'th', undefined);
  });

  it('rejects a slug with dot segments', async () => {
    const content = { getStory: vi.fn(), getStories: vi.fn() };
    const req = new Request('http://shop.test/api/cms/getPage', { method: 'POST', body: '{"slug":"../secret"}' });
    const res = await handleApiRequest(req, 'getPage', cmsMethods(content), silent);
    expect(res.status).toBe(400);
    expect(content.getStory).not.toHaveBeenCalled();
  });
});
