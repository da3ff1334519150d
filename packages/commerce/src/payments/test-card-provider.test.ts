import { describe, expect, it } from 'vitest';
import { CommerceError } from '../connector';
import { createTestCardProvider, testCardTokenEndpoint } from './test-card-provider';

const card = { number: '4111111111111111', expiry: '03/30', cvc: '737', name: 'Somchai Jaidee' };

function answering(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return { calls, provider: createTestCardProvider({ shopApiUrl: 'http://engine.test/shop-api', fetch }) };
}

describe('testCardTokenEndpoint', () => {
  it('is /payments/test-card/tokens on the engine next to its Shop API', () => {
    expect(testCardTokenEndpoint('http://localhost:3001/shop-api')).toBe('http://localhost:3001/payments/test-card/tokens');
    expect(testCardTokenEndpoint('https://engine.example/shop-api/')).toBe('https://engine.example/payments/test-card/tokens');
    expect(testCardTokenEndpoint('https://example.com/commerce/shop-api')).toBe('https://example.com/commerce/payments/test-card/tokens');
  });
});

describe('the test card provider', () => {
  it('posts the card with the shopper’s language and passes on the token, brand and last four digits only', async () => {
    const { calls, provider } = answering(201, {
      token: 'tct_abc',
      expiresAt: 'x',
      brand: 'visa',
      last4: '1111',
      expiryMonth: 3,
      expiryYear: 2030,
    });
    expect(await provider.tokeniseCard(card, { locale: 'th' })).toEqual({ ok: true, token: 'tct_abc', brand: 'visa', last4: '1111' });
    expect(calls[0]!.url).toBe('http://engine.test/payments/test-card/tokens');
    expect(new Headers(calls[0]!.init.headers).get('accept-language')).toBe('th');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual(card);
  });
  it('gives a refusal as a value: the field, its code and the provider’s words by language', async () => {
    const body = {
      errors: [{ field: 'number', code: 'number_invalid', message: { en: 'This card number is not valid.', th: 'หมายเลขบัตรไม่ถูกต้อง' } }],
    };
    expect(await answering(422, body).provider.tokeniseCard(card, { locale: 'en' })).toEqual({
      ok: false,
      errors: [{ field: 'number', code: 'number_invalid', message: { en: 'This card number is not valid.', th: 'หมายเลขบัตรไม่ถูกต้อง' } }],
    });
  });
  it('throws BAD_RESPONSE for an answer it cannot read and UNREACHABLE when it cannot ask, without the card in the message', async () => {
    for (const [status, body] of [
      [500, {}],
      [201, { nope: true }],
      [422, { errors: [] }],
    ] as const) {
      await expect(answering(status, body).provider.tokeniseCard(card, { locale: 'en' })).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    }
    const down = createTestCardProvider({
      shopApiUrl: 'http://engine.test/shop-api',
      fetch: (async () => Promise.reject(new TypeError('fetch failed'))) as unknown as typeof fetch,
    });
    const error = await down.tokeniseCard(card, { locale: 'en' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceError);
    expect(error).toMatchObject({ code: 'UNREACHABLE' });
    expect(String((error as Error).message)).not.toContain(card.number);
  });
});
