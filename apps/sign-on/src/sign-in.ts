import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TrustProxy } from '@talat/service-kit';
import { type Account, type AccountStore } from './accounts.js';
import { CAPTCHA_FIELD, type Captcha, type CaptchaFailure } from './captcha.js';
import { appendSetCookie, deviceCookie, deviceIdOf } from './cookies.js';
import { readSignIn, type Errors, type SignInForm } from './forms.js';
import { clientAddressOf } from './http.js';
import { verifyAgainstDummy, verifyPassword } from './passwords.js';
import type { RateLimiter } from './rate-limit.js';
import type { SignInLimits } from './sign-in-limits.js';

export interface Limiters {
  /** Attempts per client address, keyed `action:address`, whatever the account. */
  ip: RateLimiter;
  /** Register/forgot requests per email, keyed `action:email`; wrong confirmation passwords per link. */
  account: RateLimiter;
  /** Failed sign-ins per account and address, and the account's ceiling (sign-in-limits.ts). */
  signIn: SignInLimits;
}

/** Who is signing in: the client's address (through trusted proxies only) and this browser's device id. */
export interface SignInClient {
  address: string;
  deviceId: string | undefined;
}

export const signInClient = (req: IncomingMessage, trust: TrustProxy): SignInClient => ({
  address: clientAddressOf(req, trust),
  deviceId: deviceIdOf(req),
});

export type SignInOutcome =
  | { kind: 'ok'; account: Account; values: SignInForm }
  | { kind: 'invalid-form'; values: SignInForm; errors: Errors<keyof SignInForm> }
  /** Wrong password, unknown email and unconfirmed account alike: one answer for all three. */
  | { kind: 'refused'; values: SignInForm }
  | { kind: 'rate-limited'; values: SignInForm; retryAfterSeconds: number }
  /** The form asks for the captcha and came without a good solution: nothing else was checked. */
  | { kind: 'captcha'; values: SignInForm; reason: CaptchaFailure };

/**
 * Checks posted credentials: the limit per address first (every attempt), then the captcha when
 * `captcha` is given (before anything about the account is looked at), then the fields, the limits
 * per account and address and the account's ceiling (failures only; sign-in-limits.ts), then the
 * password, hashed even when there is no account, so the time taken does not tell.
 */
export async function attemptSignIn(
  deps: { accounts: AccountStore; limiters: Limiters; captcha?: Captcha },
  form: URLSearchParams,
  client: SignInClient,
): Promise<SignInOutcome> {
  const { values, errors } = readSignIn(form);
  const byIp = deps.limiters.ip.hit(`sign-in:${client.address}`);
  if (!byIp.allowed) return { kind: 'rate-limited', values, retryAfterSeconds: byIp.retryAfterSeconds };
  if (deps.captcha) {
    const checked = await deps.captcha.verify(form.get(CAPTCHA_FIELD));
    if (!checked.ok) return { kind: 'captcha', values, reason: checked.reason };
  }
  if (Object.keys(errors).length) return { kind: 'invalid-form', values, errors };

  const knownDevice = () => {
    const sub = client.deviceId && deps.accounts.findByEmail(values.email)?.sub;
    return sub ? deps.accounts.knowsDevice(sub, client.deviceId!) : false;
  };
  const limit = deps.limiters.signIn.check(values.email, client.address, knownDevice);
  if (!limit.allowed) return { kind: 'rate-limited', values, retryAfterSeconds: limit.retryAfterSeconds };

  const account = deps.accounts.findByEmail(values.email);
  const passwordOk = account ? await verifyPassword(values.password, account.passwordHash) : await verifyAgainstDummy(values.password);
  if (!account || !passwordOk || account.confirmedAt === null) {
    deps.limiters.signIn.failed(values.email, client.address);
    return { kind: 'refused', values };
  }
  deps.limiters.signIn.succeeded(values.email, client.address);
  return { kind: 'ok', account, values };
}

/**
 * After a successful sign-in: this browser is known to the account from now on (a new device id
 * is set when it has none). Call before the answer's head is written.
 */
export function rememberClient(res: ServerResponse, accounts: AccountStore, sub: string, client: SignInClient, secure: boolean): void {
  let id = client.deviceId;
  if (!id) {
    id = randomBytes(32).toString('base64url');
    appendSetCookie(res, deviceCookie(id, secure));
  }
  accounts.rememberDevice(sub, id);
}
