import { afterEach, describe, expect, it, vi } from 'vitest';

// A module of its own per test: the token is kept per page (module state).
async function freshModule() {
  vi.resetModules();
  return import('./request-security.client');
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('csrfToken', () => {
  it('fetches the token once per page and again when asked to refresh', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ csrfToken: 'tok-1' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { csrfToken } = await freshModule();
    expect(await csrfToken()).toBe('tok-1');
    expect(await csrfToken()).toBe('tok-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await csrfToken(true);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("logs 'Failed to fetch CSRF token' and answers '' (the request goes without it), then asks again next time", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('network down'))
      .mockResolvedValueOnce(new Response('{}', { status: 500 }))
      .mockResolvedValueOnce(new Response(JSON.stringify({ csrfToken: 'tok-2' }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { csrfToken } = await freshModule();
    expect(await csrfToken()).toBe('');
    expect(errors).toHaveBeenLastCalledWith('Failed to fetch CSRF token', expect.any(TypeError));
    expect(await csrfToken()).toBe('');
    expect(errors).toHaveBeenCalledTimes(2);
    expect(await csrfToken()).toBe('tok-2');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
