import { beforeEach, describe, expect, it, vi } from 'vitest';

const revoked = vi.fn<(cookie: (name: string) => string | undefined) => Promise<boolean>>();
vi.mock('./sign-on-instance', () => ({ getSignOn: () => ({ isRevoked: revoked }) }));

const { signOnLetsKeptPageThrough } = await import('./kept-page-gate');

const ask = (cookies: Record<string, string>, pathname = '/en/kits', search = '') =>
  signOnLetsKeptPageThrough({ pathname, search, cookie: (name) => cookies[name] });

const signedIn = { _sa_sso_upid: 'u1', 's7-refresh-token': 'r', 's7-customer-token': 'a', 's7-customer': 'authenticated' };

describe('signOnLetsKeptPageThrough: when the server may answer kept bytes to a request with sign-on cookies', () => {
  beforeEach(() => {
    revoked.mockReset();
    revoked.mockResolvedValue(false);
  });

  it('lets a guest and a signed-in shopper whose session goes on through', async () => {
    expect(await ask({})).toBe(true);
    expect(await ask(signedIn)).toBe(true);
    expect(revoked).toHaveBeenCalledTimes(1);
  });

  it('sends a session the provider ended to the proxy, which logs it out', async () => {
    revoked.mockResolvedValue(true);
    expect(await ask(signedIn)).toBe(false);
  });

  it('sends every case with work to do to the proxy: a token to refresh, a silent sign-on, a switch, a logout', async () => {
    const { 's7-customer-token': _access, ...expired } = signedIn;
    expect(await ask(expired)).toBe(false);
    expect(await ask({ _sa_sso_upid: 'u1' })).toBe(false);
    expect(await ask({ ...signedIn, 's7-sso-token': 'u2' })).toBe(false);
    expect(await ask({ 's7-customer': 'authenticated' })).toBe(false);
    expect(revoked).not.toHaveBeenCalled();
  });

  it('lets a sign-on callback with its token payload through as the proxy does (the check skips it)', async () => {
    expect(await ask({ _sa_sso_upid: 'u1' }, '/en/kits', '?tokenpayload=x')).toBe(true);
  });
});
