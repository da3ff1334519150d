import type { Locale } from '../locale/locales';
import { cardTokenRequest, readCardTokenAnswer, type CardTokenAnswer, type FieldWords } from './card-token';
import type { CardValues } from './card';

/**
 * Tokenises the card at the provider's token endpoint, from the browser (the engine names it in
 * the card method's client; the storefront's CSP admits its origin). No cookies go with it. One
 * token per attempt: a token pays once, so a retry after a refusal asks for a new one. An
 * unreachable provider answers `{ ok: false, error: '' }`: the form shows its general message.
 */
export async function tokeniseCard(values: CardValues, locale: Locale, tokenUrl: string, words: FieldWords): Promise<CardTokenAnswer> {
  try {
    const response = await fetch(tokenUrl, {
      method: 'POST',
      mode: 'cors',
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'accept-language': locale },
      body: JSON.stringify(cardTokenRequest(values)),
      signal: AbortSignal.timeout(15_000),
    });
    return readCardTokenAnswer(await response.json().catch(() => null), locale, words);
  } catch {
    return { ok: false, error: '' };
  }
}
