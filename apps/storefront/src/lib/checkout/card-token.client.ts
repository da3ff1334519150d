import type { Locale } from '../locale/locales';
import { csrfToken } from '../security/request-security.client';
import { cardTokenRequest, readCardTokenAnswer, type CardTokenAnswer } from './card-token';
import type { CardValues } from './card';

/**
 * Tokenises the card through `POST /api/card-token` (which forwards to the provider). One token
 * per attempt: a token pays once, so a retry after a refusal asks for a new one.
 */
export async function tokeniseCard(values: CardValues, locale: Locale): Promise<CardTokenAnswer> {
  const body = JSON.stringify({ ...cardTokenRequest(values), locale });
  for (const refresh of [false, true]) {
    const response = await fetch('/api/card-token', {
      method: 'POST',
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { 'content-type': 'application/json', 'x-csrf-token': await csrfToken(refresh) },
      body,
    });
    const json: unknown = await response.json().catch(() => null);
    const answer = readCardTokenAnswer(json);
    const code = (json as { error?: { code?: unknown } } | null)?.error?.code;
    if (response.status === 403 && code === 'CSRF' && !refresh) continue;
    return answer;
  }
  return { ok: false, error: '' };
}
