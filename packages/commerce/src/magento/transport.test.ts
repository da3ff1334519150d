import { describe, expect, it } from 'vitest';
import type { CommerceContext } from '../types';
import { CART_QUERY, PRODUCT_LIST_QUERY, STORE_CONFIG_QUERY, ADD_PRODUCTS_MUTATION } from './operations';
import { createMagentoTransport, getUrlFor, MagentoAuthorizationError, MagentoGraphqlError, MAX_GET_URL } from './transport';

const ctx: CommerceContext = { locale: 'en', currency: 'GBP' };
const URL_ = 'https://shop.example/graphql';

function scripted(answers: Array<Response | Error>) {
  const calls: Array<{ url: string; method: string; headers: Record<string, string> }> = [];
  const fetch = async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(input), method: init?.method ?? 'GET', headers: Object.fromEntries(new Headers(init?.headers).entries()) });
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch, calls };
}

const ok = (data: unknown) => Response.json({ data });

describe('the Magento transport (spec sections 7 and 9)', () => {
  it('sends a query by GET while its URL stays under 2000 characters, by POST beyond, and mutations by POST', async () => {
    expect(getUrlFor(URL_, STORE_CONFIG_QUERY, {})!.length).toBeLessThan(MAX_GET_URL);
    expect(getUrlFor(URL_, PRODUCT_LIST_QUERY, { search: 'x'.repeat(1500), pageSize: 1, currentPage: 1 })).toBeNull();
    expect(getUrlFor(URL_, ADD_PRODUCTS_MUTATION, { cartId: 'c', cartItems: [] })).toBeNull();
    const { fetch, calls } = scripted([ok({ storeConfig: {} }), ok({ products: {} }), ok({ addProductsToCart: null })]);
    const send = createMagentoTransport({ graphqlUrl: URL_, fetch, storeCodes: { en: 'default' } });
    await send(ctx, STORE_CONFIG_QUERY, {});
    await send(ctx, PRODUCT_LIST_QUERY, { search: 'x'.repeat(1500), pageSize: 1, currentPage: 1 });
    await send(ctx, ADD_PRODUCTS_MUTATION, { cartId: 'c', cartItems: [] });
    expect(calls.map((c) => c.method)).toEqual(['GET', 'POST', 'POST']);
    expect(new URL(calls[0]!.url).searchParams.get('operationName')).toBe('StoreConfig');
    expect(calls.every((c) => c.headers.store === 'default' && c.headers['content-currency'] === 'GBP')).toBe(true);
  });

  it('retries a GET once on a retried status or a dropped connection, and never a POST', async () => {
    const busy = () => new Response('busy', { status: 503 });
    const get = scripted([busy(), ok({ storeConfig: { store_code: 'en' } })]);
    expect(await createMagentoTransport({ graphqlUrl: URL_, fetch: get.fetch })(ctx, STORE_CONFIG_QUERY, {})).toEqual({
      storeConfig: { store_code: 'en' },
    });
    expect(get.calls).toHaveLength(2);

    const dropped = scripted([new TypeError('fetch failed'), ok({ storeConfig: {} })]);
    await createMagentoTransport({ graphqlUrl: URL_, fetch: dropped.fetch })(ctx, STORE_CONFIG_QUERY, {});
    expect(dropped.calls).toHaveLength(2);

    const twice = scripted([busy(), busy()]);
    await expect(createMagentoTransport({ graphqlUrl: URL_, fetch: twice.fetch })(ctx, STORE_CONFIG_QUERY, {})).rejects.toMatchObject({
      code: 'UNREACHABLE',
    });
    expect(twice.calls).toHaveLength(2);

    const post = scripted([busy(), ok({})]);
    await expect(
      createMagentoTransport({ graphqlUrl: URL_, fetch: post.fetch })(ctx, ADD_PRODUCTS_MUTATION, { cartId: 'c', cartItems: [] }),
    ).rejects.toMatchObject({ code: 'UNREACHABLE' });
    expect(post.calls).toHaveLength(1);
  });

  it('gives up after the socket timeout', async () => {
    const hanging = async (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));
    const send = createMagentoTransport({ graphqlUrl: URL_, fetch: hanging, timeoutMs: 20 });
    await expect(send(ctx, ADD_PRODUCTS_MUTATION, { cartId: 'c', cartItems: [] })).rejects.toThrow(
      'did not answer AddProductsToCart within 20 ms',
    );
  });

  it('checks authorization after the operations section 7 lists, and sends the customer token', async () => {
    const denied = () =>
      Response.json({
        errors: [{ message: 'The current user cannot perform operations on cart "c"', extensions: { category: 'graphql-authorization' } }],
      });
    const { fetch, calls } = scripted([denied(), denied()]);
    const send = createMagentoTransport({ graphqlUrl: URL_, fetch });
    await expect(send(ctx, CART_QUERY, { cartId: 'c' }, { customerToken: 'tok' })).rejects.toBeInstanceOf(MagentoAuthorizationError);
    expect(calls[0]!.headers.authorization).toBe('Bearer tok');
    // StoreConfig is not one of them: the same answer is an ordinary GraphQL error.
    const error = await send(ctx, STORE_CONFIG_QUERY, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MagentoGraphqlError);
    expect(error).not.toBeInstanceOf(MagentoAuthorizationError);
  });

  it('keeps a read under the entities it declares, unless a customer token makes it theirs', async () => {
    const seen: unknown[] = [];
    const fetch = async (_: unknown, init?: RequestInit & { reads?: readonly string[] }) => {
      seen.push(init?.reads);
      return ok({ storeConfig: {} });
    };
    const send = createMagentoTransport({ graphqlUrl: URL_, fetch });
    await send(ctx, STORE_CONFIG_QUERY, {}, { reads: ['config'] });
    await send(ctx, STORE_CONFIG_QUERY, {}, { reads: ['config'], customerToken: 'tok' });
    expect(seen).toEqual([['config'], undefined]);
  });
});
