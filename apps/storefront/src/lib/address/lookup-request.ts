import { z } from 'zod';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../locale/locales';
import { MAX_QUERY_LENGTH } from './thai-address-search';

/**
 * GET /api/address-lookup?q=...&locale=th|en: the query string parsed at the trust boundary.
 * `q`: 1 to 60 characters after trimming; `locale` optional (default en), th or en. An invalid
 * request answers 400 with `{ error: { code, message } }` in the request's language (en when
 * the locale itself is wrong).
 */
export type LookupErrorCode = 'missingQuery' | 'queryTooLong' | 'badLocale';

export type LookupRequest = { ok: true; q: string; locale: Locale } | { ok: false; code: LookupErrorCode; locale: Locale };

const schema = z.object({
  locale: z.enum(LOCALES).default(DEFAULT_LOCALE),
  q: z
    .string()
    .trim()
    .min(1, 'missingQuery')
    .refine((q) => Array.from(q).length <= MAX_QUERY_LENGTH, 'queryTooLong'),
});

export function parseLookupRequest(params: URLSearchParams): LookupRequest {
  const locale = params.get('locale') ?? undefined;
  const localeResult = schema.shape.locale.safeParse(locale);
  if (!localeResult.success) return { ok: false, code: 'badLocale', locale: DEFAULT_LOCALE };
  const q = schema.shape.q.safeParse(params.get('q') ?? '');
  if (!q.success) {
    const code = q.error.issues[0]?.message === 'queryTooLong' ? 'queryTooLong' : 'missingQuery';
    return { ok: false, code, locale: localeResult.data };
  }
  return { ok: true, q: q.data, locale: localeResult.data };
}
