import { describe, expect, it } from 'vitest';
import { MemoryReplayStore } from './replay-store';
import {
  handleSignRequest,
  signatureFor,
  SIGNATURE_WINDOW_MS,
  signRequest,
  verifySignedRequest,
  verifySignedRequestHeaders,
} from './signed-request';
import { csrfPair, request, TEST_CSRF_SECRET, TEST_SIGN_SECRET } from './test-requests';

const secret = TEST_SIGN_SECRET;
const body = JSON.stringify({ createEmptyCart: {} });
const now = 1_800_000_000_000;
const browser = 'a'.repeat(43);

function verify(overrides: Partial<Parameters<typeof verifySignedRequest>[0]> = {}, store = new MemoryReplayStore()) {
  const signed = signRequest({ body, browser, secret, now });
  return verifySignedRequest({ body, browser, ...signed, now, secret, store, ...overrides });
}

describe('signRequest', () => {
  it('signs timestamp + "." + sha256(body) + "." + browser with HMAC-SHA256 (hex), timestamp in ms', () => {
    const { signature, timestamp } = signRequest({ body, browser, secret, now });
    expect(timestamp).toBe(String(now));
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(signature).toBe(signatureFor(secret, timestamp, body, browser));
    expect(signRequest({ body: `${body} `, browser, secret, now }).signature).not.toBe(signature);
  });

  it('gives two browsers signing the same body in the same millisecond different signatures', () => {
    const first = signRequest({ body, browser, secret, now });
    const second = signRequest({ body, browser: 'b'.repeat(43), secret, now });
    expect(second.timestamp).toBe(first.timestamp);
    expect(second.signature).not.toBe(first.signature);
  });
});

describe('verifySignedRequest', () => {
  it('accepts a correct signature within the window, either side of now', async () => {
    expect(await verify()).toEqual({ ok: true });
    expect(await verify({ now: now + SIGNATURE_WINDOW_MS })).toEqual({ ok: true });
    expect(await verify({ now: now - SIGNATURE_WINDOW_MS })).toEqual({ ok: true });
  });

  it('refuses a forged signature, another body, another secret, or a moved timestamp', async () => {
    expect(await verify({ signature: 'f'.repeat(64) })).toEqual({ ok: false, reason: 'forged' });
    expect(await verify({ body: '{"createEmptyCart":{"x":1}}' })).toEqual({ ok: false, reason: 'forged' });
    expect(await verify({ secret: 'another-secret-0123456789' })).toEqual({ ok: false, reason: 'forged' });
    expect(await verify({ timestamp: String(now + 1) })).toEqual({ ok: false, reason: 'forged' });
    expect(await verify({ browser: 'b'.repeat(43) })).toEqual({ ok: false, reason: 'forged' });
    expect(await verify({ browser: '' })).toEqual({ ok: false, reason: 'forged' });
  });

  it('accepts the same body signed for two browsers in the same millisecond, once each', async () => {
    const store = new MemoryReplayStore();
    for (const other of [browser, 'b'.repeat(43)]) {
      const signed = signRequest({ body, browser: other, secret, now });
      expect(await verifySignedRequest({ body, browser: other, ...signed, now, secret, store })).toEqual({ ok: true });
    }
  });

  it('refuses an expired or far-future timestamp', async () => {
    expect(await verify({ now: now + SIGNATURE_WINDOW_MS + 1 })).toEqual({ ok: false, reason: 'expired' });
    expect(await verify({ now: now - SIGNATURE_WINDOW_MS - 1 })).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a replay within the window, and does not record forgeries', async () => {
    const store = new MemoryReplayStore();
    const signed = signRequest({ body, browser, secret, now });
    const input = { body, browser, ...signed, secret, store };
    expect(await verifySignedRequest({ ...input, now })).toEqual({ ok: true });
    expect(await verifySignedRequest({ ...input, now: now + 1000 })).toEqual({ ok: false, reason: 'replayed' });
    await verifySignedRequest({ ...input, signature: 'e'.repeat(64), now });
    expect(store.size).toBe(1);
  });

  it('refuses missing headers', async () => {
    expect(await verify({ signature: null })).toEqual({ ok: false, reason: 'missing' });
    expect(await verify({ timestamp: undefined })).toEqual({ ok: false, reason: 'missing' });
    expect(await verify({ signature: '' })).toEqual({ ok: false, reason: 'missing' });
  });

  it('refuses malformed headers or body', async () => {
    for (const overrides of [
      { signature: 'F'.repeat(64) },
      { signature: 'abc' },
      { timestamp: '12.5' },
      { timestamp: '-1' },
      { timestamp: '1e12' },
      { body: undefined as unknown as string },
    ]) {
      expect(await verify(overrides)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('works with an asynchronous shared store', async () => {
    const seen = new Set<string>();
    const store = { claim: async (key: string) => (seen.has(key) ? false : (seen.add(key), true)) };
    expect(await verify({}, store as unknown as MemoryReplayStore)).toEqual({ ok: true });
    expect(await verify({}, store as unknown as MemoryReplayStore)).toEqual({ ok: false, reason: 'replayed' });
  });
});

describe('verifySignedRequestHeaders', () => {
  const url = 'http://shop.test/api/commerce/createEmptyCart';

  it('reads x-hmac-signature, x-hmac-timestamp and the CSRF cookie: null when verified', async () => {
    const signed = signRequest({ body, browser, secret, now });
    const headers = { 'x-hmac-signature': signed.signature, 'x-hmac-timestamp': signed.timestamp };
    const req = request(url, { body, cookie: `s7-csrf=${browser}`, headers });
    expect(await verifySignedRequestHeaders(req, body, { secret, now, store: new MemoryReplayStore() })).toBeNull();
    // The same headers from another browser are refused.
    const elsewhere = request(url, { body, cookie: `s7-csrf=${'b'.repeat(43)}`, headers });
    expect((await verifySignedRequestHeaders(elsewhere, body, { secret, now, store: new MemoryReplayStore() }))?.status).toBe(403);
  });

  it('answers 403 SIGNATURE in the shopper language otherwise', async () => {
    const req = request(url, { body, cookie: 'i18n_redirected=th' });
    const res = await verifySignedRequestHeaders(req, body, { secret, now, store: new MemoryReplayStore() });
    expect(res?.status).toBe(403);
    const json = (await res?.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe('SIGNATURE');
    expect(json.error.message).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe('handleSignRequest', () => {
  const url = 'http://shop.test/api/sign-request';
  const options = { csrfSecret: TEST_CSRF_SECRET, signSecret: secret, now };

  it('signs the JSON body for a request with a valid CSRF token', async () => {
    const { token, cookie } = csrfPair();
    const res = await handleSignRequest(request(url, { body, token, cookie }), options);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    expect(res.headers.get('cache-control')).toBe('no-store');
    const signature = res.headers.get('x-hmac-signature');
    const timestamp = res.headers.get('x-hmac-timestamp');
    expect(timestamp).toBe(String(now));
    const signedFor = cookie.slice('s7-csrf='.length);
    expect(
      await verifySignedRequest({ body, browser: signedFor, signature, timestamp, now, secret, store: new MemoryReplayStore() }),
    ).toEqual({ ok: true });
  });

  it('answers 403 CSRF without or with a wrong token, and signs nothing', async () => {
    const { token, cookie } = csrfPair();
    for (const req of [
      request(url, { body, cookie }),
      request(url, { body, token: csrfPair().token, cookie }),
      request(url, { body, token }),
    ]) {
      const res = await handleSignRequest(req, options);
      expect(res.status).toBe(403);
      expect(res.headers.get('x-hmac-signature')).toBeNull();
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('CSRF');
    }
  });

  it('answers 400 for a malformed or oversized body', async () => {
    const { token, cookie } = csrfPair();
    for (const bad of ['not json', '', '{"a":', JSON.stringify({ a: 'x'.repeat(20_001) })]) {
      const res = await handleSignRequest(request(url, { body: bad, token, cookie }), options);
      expect(res.status).toBe(400);
      expect(res.headers.get('x-hmac-signature')).toBeNull();
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('MALFORMED_JSON');
    }
  });

  it('answers 405 for other methods', async () => {
    const res = await handleSignRequest(new Request(url), options);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});
