import { normalizeEmail, type Account, type AccountStore } from './accounts.js';
import { readSignIn, type Errors, type SignInForm } from './forms.js';
import { verifyAgainstDummy, verifyPassword } from './passwords.js';
import type { RateLimiter } from './rate-limit.js';

export interface Limiters {
  /** Attempts per client IP, keyed `action:ip`. */
  ip: RateLimiter;
  /** Failed sign-ins per account, and register/forgot requests per email, keyed `action:email`. */
  account: RateLimiter;
}

export type SignInOutcome =
  | { kind: 'ok'; account: Account; values: SignInForm }
  | { kind: 'invalid-form'; values: SignInForm; errors: Errors<keyof SignInForm> }
  /** Wrong password, unknown email and unconfirmed account alike: one answer for all three. */
  | { kind: 'refused'; values: SignInForm }
  | { kind: 'rate-limited'; values: SignInForm; retryAfterSeconds: number };

/**
 * Checks posted credentials: rate limits first (per IP: every attempt; per email: failures only),
 * then the password, hashed even when there is no account, so the time taken does not tell.
 */
export async function attemptSignIn(
  deps: { accounts: AccountStore; limiters: Limiters },
  form: URLSearchParams,
  ip: string,
): Promise<SignInOutcome> {
  const { values, errors } = readSignIn(form);
  const byIp = deps.limiters.ip.hit(`sign-in:${ip}`);
  if (!byIp.allowed) return { kind: 'rate-limited', values, retryAfterSeconds: byIp.retryAfterSeconds };
  if (Object.keys(errors).length) return { kind: 'invalid-form', values, errors };

  const key = `sign-in:${normalizeEmail(values.email)}`;
  const byAccount = deps.limiters.account.blocked(key);
  if (!byAccount.allowed) return { kind: 'rate-limited', values, retryAfterSeconds: byAccount.retryAfterSeconds };

  const account = deps.accounts.findByEmail(values.email);
  const passwordOk = account
    ? await verifyPassword(values.password, account.passwordHash)
    : await verifyAgainstDummy(values.password);
  if (!account || !passwordOk || account.confirmedAt === null) {
    deps.limiters.account.record(key);
    return { kind: 'refused', values };
  }
  deps.limiters.account.reset(key);
  return { kind: 'ok', account, values };
}
