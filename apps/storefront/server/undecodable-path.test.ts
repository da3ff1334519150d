import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import en from '../messages/en.json';
import th from '../messages/th.json';
import { hasUndecodablePath, notFoundMessages, refuseUndecodableApiPath } from './undecodable-path';

describe('hasUndecodablePath', () => {
  it('finds broken percent-encoding in the path', () => {
    expect(hasUndecodablePath('/api/cms/%ff')).toBe(true);
    expect(hasUndecodablePath('/api/auth/%')).toBe(true);
    expect(hasUndecodablePath('/api/account/%E0%B8')).toBe(true);
  });

  it('accepts good paths, and ignores the query', () => {
    expect(hasUndecodablePath('/api/commerce/getCart')).toBe(false);
    expect(hasUndecodablePath('/th/%E0%B8%81')).toBe(false);
    expect(hasUndecodablePath('/api/commerce/getProducts?q=%ff')).toBe(false);
    expect(hasUndecodablePath(undefined)).toBe(false);
  });
});

describe('refuseUndecodableApiPath', () => {
  const messages = notFoundMessages(join(__dirname, '..'));

  it('takes its words from both catalogues', () => {
    expect(messages.en).toBe(en.api.errors.notFound);
    expect(messages.th).toBe(th.api.errors.notFound);
  });

  it("answers 404 in the locale cookie's language, and leaves other paths alone", () => {
    const answer = (url: string, cookie?: string) => {
      const sent: { status?: number; body?: string } = {};
      const res = { writeHead: (status: number) => (sent.status = status), end: (body: string) => (sent.body = body) };
      const handled = refuseUndecodableApiPath({ url, headers: { cookie } } as never, res as never, messages);
      return { handled, ...sent };
    };
    expect(answer('/api/cms/%ff', 'i18n_redirected=th')).toEqual({
      handled: true,
      status: 404,
      body: JSON.stringify({ error: { code: 'NOT_FOUND', message: th.api.errors.notFound } }),
    });
    expect(JSON.parse(answer('/api/auth/%').body!).error.message).toBe(en.api.errors.notFound);
    expect(answer('/en/%ff').handled).toBe(false);
    expect(answer('/api/commerce/getCart').handled).toBe(false);
  });
});
