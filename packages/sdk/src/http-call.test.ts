import { describe, expect, it } from 'vitest';
import { buildCallUrl, callApi, RETRY_STATUSES } from './http-call';
import { SdkError } from './sdk-error';
import { connectionRefused, fakeFetch } from './test-fetch';

const ENDPOINT = 'http://shop.test/api/commerce/getProducts';
const input = { categoryUid: '3', page: 2 };

describe('buildCallUrl', () => {
  it('keeps the endpoint for POST', () => {
    expect(buildCallUrl(ENDPOINT, input, {})).toBe(ENDPOINT);
  });

  it('puts the JSON in an encoded body parameter for GET, with the cache-busting id', () => {
    const url = new URL(buildCallUrl(ENDPOINT, input, { method: 'GET', cdnCacheBustingId: 'b 1' }));
    expect(JSON.parse(url.searchParams.get('body') ?? '')).toEqual(input);
    expect(url.searchParams.get('cdnCacheBustingId')).toBe('b 1');
    expect(buildCallUrl(ENDPOINT, input, { method: 'GET' })).toBe(`${ENDPOINT}?body=${encodeURIComponent(JSON.stringify(input))}`);
  });
});

describe('callApi', () => {
  it('POSTs JSON with credentials and returns the data', async () => {
    const fake = fakeFetch({ status: 200, body: { data: { total_count: 0 } } });
    await expect(callApi({ fetch: fake.fetch, headers: { 'x-app': 'talat' } }, ENDPOINT, input)).resolves.toEqual({
      total_count: 0,
    });
    const { url, init } = fake.calls[0]!;
    expect(url).toBe(ENDPOINT);
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(init.body).toBe(JSON.stringify(input));
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', 'x-app': 'talat' });
  });

  it('sends GET without a body and the csrf token as a header', async () => {
    const fake = fakeFetch({ status: 200, body: { data: null } });
    await expect(callApi({ fetch: fake.fetch, headers: {} }, ENDPOINT, input, { method: 'GET', csrfToken: 't0k' })).resolves.toBeNull();
    const { init } = fake.calls[0]!;
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.headers).toMatchObject({ 'x-csrf-token': 't0k' });
    expect(init.headers).not.toHaveProperty('content-type');
  });

  it.each([...RETRY_STATUSES])('retries a GET once on %i', async (status) => {
    const fake = fakeFetch({ status }, { status: 200, body: { data: 'ok' } });
    await expect(callApi({ fetch: fake.fetch, headers: {} }, ENDPOINT, input, { method: 'GET' })).resolves.toBe('ok');
    expect(fake.calls).toHaveLength(2);
  });

  it('gives up after one retry', async () => {
    const fake = fakeFetch({ status: 503 }, { status: 503, statusText: 'Service Unavailable' });
    const error = await callApi<never>({ fetch: fake.fetch, headers: {} }, ENDPOINT, {}, { method: 'GET' }).catch(
      (e: unknown) => e as SdkError,
    );
    expect(error).toBeInstanceOf(SdkError);
    expect(error.status).toBe(503);
    expect(fake.calls).toHaveLength(2);
  });

  it('does not retry a POST', async () => {
    const fake = fakeFetch({ status: 503, statusText: 'Service Unavailable' });
    await expect(callApi({ fetch: fake.fetch, headers: {} }, ENDPOINT, input)).rejects.toMatchObject({ status: 503 });
    expect(fake.calls).toHaveLength(1);
  });

  it('does not retry a GET on a status outside the list', async () => {
    const fake = fakeFetch({ status: 404, statusText: 'Not Found' });
    await expect(callApi({ fetch: fake.fetch, headers: {} }, ENDPOINT, input, { method: 'GET' })).rejects.toMatchObject({ status: 404 });
    expect(fake.calls).toHaveLength(1);
  });

  it('puts method, url and the server message in the error', async () => {
    const fake = fakeFetch({ status: 400, statusText: 'Bad Request', body: { error: { code: 'BAD_INPUT', message: 'Invalid path' } } });
    const error = await callApi<never>({ fetch: fake.fetch, headers: {} }, ENDPOINT, input).catch((e: unknown) => e as SdkError);
    expect(error).toMatchObject({ status: 400, url: ENDPOINT, code: 'BAD_INPUT', message: `POST ${ENDPOINT} Invalid path` });
  });

  it('falls back to the status text without a server message', async () => {
    const fake = fakeFetch({ status: 500, statusText: 'Internal Server Error', body: '<html>' });
    await expect(callApi({ fetch: fake.fetch, headers: {} }, ENDPOINT, input)).rejects.toMatchObject({
      message: `POST ${ENDPOINT} Internal Server Error`,
    });
  });

  it('throws status 0 with advice on a network failure, after one retry for GET', async () => {
    const fake = fakeFetch(connectionRefused(), connectionRefused());
    const error = await callApi<never>({ fetch: fake.fetch, headers: {} }, ENDPOINT, {}, { method: 'GET' }).catch(
      (e: unknown) => e as SdkError,
    );
    expect(error).toBeInstanceOf(SdkError);
    expect(error.status).toBe(0);
    expect(error.message).toContain(`Check that the storefront API is running and reachable at ${ENDPOINT}`);
    expect(fake.calls).toHaveLength(2);
  });

  it('does not retry a POST on a network failure', async () => {
    const fake = fakeFetch(connectionRefused());
    await expect(callApi({ fetch: fake.fetch, headers: {} }, ENDPOINT, input)).rejects.toMatchObject({ status: 0 });
    expect(fake.calls).toHaveLength(1);
  });

  it('rethrows a caller abort unchanged', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const fake = fakeFetch(abort);
    await expect(callApi({ fetch: fake.fetch, headers: {} }, ENDPOINT, input, { method: 'GET' })).rejects.toBe(abort);
    expect(fake.calls).toHaveLength(1);
  });

  it('throws when a 200 answer has no data field', async () => {
    const fake = fakeFetch({ status: 200, body: { ok: true } });
    await expect(callApi({ fetch: fake.fetch, headers: {} }, ENDPOINT, input)).rejects.toMatchObject({ status: 200 });
  });
});
