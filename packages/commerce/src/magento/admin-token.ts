import type { CommerceFetch } from '../cache-tags';
import { CommerceError } from '../connector';
import { DEFAULT_TIMEOUT_MS } from '../graphql/transport';
import { base32Decode, totp } from './totp';

/**
 * The shop's Magento admin user for Login as Customer (docs/decisions/0060). Magento's
 * `generateCustomerTokenAsAdmin` takes only an admin user's token (user type admin, with the ACL
 * resources Login as Customer needs): an integration's token is refused. Admin tokens expire
 * (Stores > Configuration > Services > OAuth > Access Token Expiration > Admin, 4 hours by
 * default), so the connector signs the admin in over REST and renews the token itself.
 */
export interface MagentoAdminLogin {
  username: string;
  /** Never logged nor put in an error. */
  password: string;
  /**
   * With Magento_TwoFactorAuth on (Magento's default): the admin user's Google Authenticator
   * secret (base32), from which each sign-in's one-time code is made. Unset: the plain token
   * endpoint, for a Magento without two-factor authentication for this user.
   */
  totpSecret?: string;
  /** Magento's admin token lifetime in seconds (default 14400, Magento's); renewed at four fifths. */
  tokenTtlSeconds?: number;
  /** Magento's REST base, e.g. https://shop.example/rest (default: the GraphQL URL's origin + /rest). */
  restUrl?: string;
}

export const DEFAULT_ADMIN_TOKEN_TTL_SECONDS = 4 * 60 * 60;

export interface AdminTokens {
  /** A token believed good: the one kept, or a new sign-in. */
  token(): Promise<string>;
  /** Magento refused this token (expired early, revoked): the next `token()` signs in again. */
  refused(token: string): void;
}

export function restUrlOf(graphqlUrl: string, restUrl?: string): string {
  return (restUrl ?? `${new URL(graphqlUrl).origin}/rest`).replace(/\/+$/, '');
}

/** Admin tokens for Login as Customer, one sign-in at a time, kept until four fifths of their life. */
export function createAdminTokens(
  login: MagentoAdminLogin,
  options: { graphqlUrl: string; fetch?: CommerceFetch; timeoutMs?: number; now?: () => number },
): AdminTokens {
  const base = restUrlOf(options.graphqlUrl, login.restUrl);
  const fetchFn: CommerceFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const lifetimeMs = (login.tokenTtlSeconds ?? DEFAULT_ADMIN_TOKEN_TTL_SECONDS) * 1000 * 0.8;
  const secret = login.totpSecret ? base32Decode(login.totpSecret) : null;
  let kept: { token: string; until: number } | null = null;
  let signingIn: Promise<string> | null = null;

  async function signIn(): Promise<string> {
    const path = secret ? '/V1/tfa/provider/google/authenticate' : '/V1/integration/admin/token';
    const body = { username: login.username, password: login.password, ...(secret ? { otp: totp(secret, now()) } : {}) };
    let res: Response;
    try {
      res = await fetchFn(`${base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      throw new CommerceError('UNREACHABLE', `Magento admin sign-in: ${(error as Error).message}`);
    }
    const answer: unknown = await res.json().catch(() => null);
    if (!res.ok || typeof answer !== 'string' || !answer) {
      // Magento's own message ("The account sign-in was incorrect ..."), never what was sent.
      const said = answer && typeof answer === 'object' && 'message' in answer ? String((answer as { message: unknown }).message) : '';
      throw new CommerceError('BACKEND_ERROR', `Magento admin sign-in refused (${res.status})${said ? `: ${said}` : ''}`);
    }
    kept = { token: answer, until: now() + lifetimeMs };
    return answer;
  }

  return {
    token() {
      if (kept && now() < kept.until) return Promise.resolve(kept.token);
      signingIn ??= signIn().finally(() => (signingIn = null));
      return signingIn;
    },
    refused(token) {
      if (kept?.token === token) kept = null;
    },
  };
}
