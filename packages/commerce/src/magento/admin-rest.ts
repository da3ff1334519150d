import type { CommerceFetch } from '../cache-tags';
import { CommerceError } from '../connector';
import { DEFAULT_TIMEOUT_MS } from '../graphql/transport';
import type { AdminTokens } from './admin-token';

/** Reads from Magento's REST API as the shop's admin user (docs/decisions/0064). */
export type AdminRestGet = <T>(path: string, params: Record<string, string>) => Promise<T>;

/**
 * `searchCriteria` of one filter (`field` `eq` `value`), and `fields` to ask only for what is read:
 * Magento's REST answers the whole order otherwise (addresses, lines), which the caller has no use for.
 */
export function searchCriteria(field: string, value: string | number, fields: string): Record<string, string> {
  const f = 'searchCriteria[filter_groups][0][filters][0]';
  return { [`${f}[field]`]: field, [`${f}[value]`]: String(value), [`${f}[condition_type]`]: 'eq', fields };
}

/**
 * GETs from Magento's REST API (`base`: e.g. https://shop.example/rest) with the admin user's
 * token; a token Magento refuses (401) is renewed once. Magento's own words come back in the
 * error, never the token nor what was asked.
 */
export function createAdminRest(admin: AdminTokens, options: { base: string; fetch?: CommerceFetch; timeoutMs?: number }): AdminRestGet {
  const fetchFn: CommerceFetch = options.fetch ?? ((input, init) => fetch(input, init));
  async function get<T>(path: string, params: Record<string, string>, retried = false): Promise<T> {
    const token = await admin.token();
    const url = `${options.base}${path}?${new URLSearchParams(params).toString()}`;
    let res: Response;
    try {
      res = await fetchFn(url, {
        method: 'GET',
        headers: { accept: 'application/json', authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      throw new CommerceError('UNREACHABLE', `Magento REST ${path}: ${(error as Error).message}`);
    }
    if (res.status === 401 && !retried) {
      admin.refused(token);
      return get<T>(path, params, true);
    }
    const answer: unknown = await res.json().catch(() => undefined);
    if (!res.ok) {
      const said = answer && typeof answer === 'object' && 'message' in answer ? String((answer as { message: unknown }).message) : '';
      throw new CommerceError('BACKEND_ERROR', `Magento REST ${path} answered ${res.status}${said ? `: ${said}` : ''}`);
    }
    if (answer === undefined) throw new CommerceError('BAD_RESPONSE', `Magento REST ${path} answered without JSON`);
    return answer as T;
  }
  return (path, params) => get(path, params);
}
