import { describe, expect, it, vi } from 'vitest';
import { applySignOnCheck, type PageRequest } from './apply-check';
import type { SignOnService } from './sign-on-service';

function service(revoked: boolean) {
  return {
    isRevoked: vi.fn(async () => revoked),
    endedLogout: vi.fn(() => ['s7-customer=; Max-Age=0', 's7-message=logged-out']),
    refresh: vi.fn(async () => ({ result: { ok: true as const }, setCookies: ['s7-customer-token=new'] })),
    fullLogout: vi.fn(async () => ({ success: true, setCookies: [] })),
  };
}

function page(cookies: Record<string, string>, pathname = '/en/c/kits'): PageRequest {
  return { pathname, search: '?page=2', searchParams: new URLSearchParams('page=2'), locale: 'en', cookie: (name) => cookies[name] };
}

const signedIn = {
  _sa_sso_upid: 'user-a',
  's7-sso-token': 'user-a',
  's7-refresh-token': 'r1',
  's7-customer-token': 'a1',
  's7-customer': 'authenticated',
  's7-cart-session': 'customer-session-token',
};

describe('the sign-on check and sessions the provider ended', () => {
  it('signs out a signed-in page whose session was ended, back to the same page, without asking the provider', async () => {
    const s = service(true);
    const action = await applySignOnCheck(page(signedIn), s as unknown as SignOnService);
    expect(action).toEqual({
      kind: 'redirect',
      location: '/en/c/kits?page=2',
      setCookies: ['s7-customer=; Max-Age=0', 's7-message=logged-out'],
    });
    expect(s.endedLogout).toHaveBeenCalledWith('en');
    expect(s.refresh).not.toHaveBeenCalled();
    expect(s.fullLogout).not.toHaveBeenCalled();
  });

  it('lets a signed-in page of a live session through after one lookup', async () => {
    const s = service(false);
    expect(await applySignOnCheck(page(signedIn), s as unknown as SignOnService)).toEqual({ kind: 'continue', setCookies: [] });
    expect(s.isRevoked).toHaveBeenCalledTimes(1);
  });

  it('leaves the lookup of an expired access token to the refresh, which does it itself', async () => {
    const s = service(false);
    const expired = { ...signedIn, 's7-customer-token': '' };
    expect(await applySignOnCheck(page(expired), s as unknown as SignOnService)).toEqual({
      kind: 'continue',
      setCookies: ['s7-customer-token=new'],
    });
    expect(s.refresh).toHaveBeenCalledTimes(1);
    expect(s.isRevoked).not.toHaveBeenCalled();
  });

  it('does no lookup for a guest, nor on the pages the check skips', async () => {
    const s = service(true);
    expect(await applySignOnCheck(page({ 's7-cart-session': 'guest-session-token' }), s as unknown as SignOnService)).toEqual({
      kind: 'continue',
      setCookies: [],
    });
    expect(await applySignOnCheck(page(signedIn, '/en/checkout/payment'), s as unknown as SignOnService)).toEqual({
      kind: 'continue',
      setCookies: [],
    });
    expect(s.isRevoked).not.toHaveBeenCalled();
  });
});
