import { describe, expect, it } from 'vitest';
import { createAdminTokens, restUrlOf } from './admin-token';
import { totp, base32Decode } from './totp';

function magento(answers: Array<{ status: number; body: unknown }>) {
  const calls: Array<{ url: string; body: Record<string, string> }> = [];
  const fetch = async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) as Record<string, string> });
    const next = answers.shift() ?? { status: 500, body: { message: 'no answer' } };
    return Response.json(next.body, { status: next.status });
  };
  return { calls, fetch };
}

const graphqlUrl = 'https://shop.example/graphql';

describe('admin tokens for Login as Customer', () => {
  it('signs the admin in over REST once, keeps the token to four fifths of its life, then signs in again', async () => {
    const { calls, fetch } = magento([
      { status: 200, body: 'admin-1' },
      { status: 200, body: 'admin-2' },
    ]);
    let now = 0;
    const tokens = createAdminTokens(
      { username: 'talat', password: 'secret', tokenTtlSeconds: 100 },
      { graphqlUrl, fetch, now: () => now },
    );
    expect(await Promise.all([tokens.token(), tokens.token()])).toEqual(['admin-1', 'admin-1']);
    expect(calls).toEqual([
      { url: 'https://shop.example/rest/V1/integration/admin/token', body: { username: 'talat', password: 'secret' } },
    ]);
    now = 79_000;
    expect(await tokens.token()).toBe('admin-1');
    now = 80_000;
    expect(await tokens.token()).toBe('admin-2');
    expect(calls).toHaveLength(2);
  });

  it('signs in again when Magento refused the kept token', async () => {
    const { calls, fetch } = magento([
      { status: 200, body: 'admin-1' },
      { status: 200, body: 'admin-2' },
    ]);
    const tokens = createAdminTokens({ username: 'talat', password: 'secret' }, { graphqlUrl, fetch });
    const first = await tokens.token();
    tokens.refused('another');
    expect(await tokens.token()).toBe(first);
    tokens.refused(first);
    expect(await tokens.token()).toBe('admin-2');
    expect(calls).toHaveLength(2);
  });

  it("with two-factor authentication, sends the authenticator's code of the moment", async () => {
    const { calls, fetch } = magento([{ status: 200, body: 'admin-tfa' }]);
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    const tokens = createAdminTokens(
      { username: 'talat', password: 'secret', totpSecret: secret, restUrl: 'https://admin.example/rest/' },
      { graphqlUrl, fetch, now: () => 59_000 },
    );
    expect(await tokens.token()).toBe('admin-tfa');
    expect(calls).toEqual([
      {
        url: 'https://admin.example/rest/V1/tfa/provider/google/authenticate',
        body: { username: 'talat', password: 'secret', otp: totp(base32Decode(secret), 59_000) },
      },
    ]);
    expect(calls[0]!.body.otp).toBe('287082');
  });

  it("says Magento refused the sign-in with Magento's words, never the password", async () => {
    const { fetch } = magento([
      { status: 401, body: { message: 'The account sign-in was incorrect or your account is disabled temporarily.' } },
      { status: 200, body: 'admin-ok' },
    ]);
    const tokens = createAdminTokens({ username: 'talat', password: 'hunter2-secret' }, { graphqlUrl, fetch });
    const error = await tokens.token().catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      'Magento admin sign-in refused (401): The account sign-in was incorrect or your account is disabled temporarily.',
    );
    expect((error as Error).message).not.toContain('hunter2');
    // A failed sign-in is not kept: the next call tries again.
    expect(await tokens.token()).toBe('admin-ok');
  });

  it('finds the REST base beside the GraphQL endpoint unless told', () => {
    expect(restUrlOf('https://shop.example/graphql')).toBe('https://shop.example/rest');
    expect(restUrlOf('https://shop.example/graphql', 'https://shop.example/rest/all/')).toBe('https://shop.example/rest/all');
  });
});
