import { normalizeEmail } from './accounts.js';
import { RateLimiter, type Verdict } from './rate-limit.js';

/**
 * How failed sign-ins are limited so that guessing is slow and a stranger cannot lock a shopper
 * out (issue 28). Three counters, in memory (one process; a restart forgets):
 *
 * 1. Per client address, whatever the account (`SSO_RATE_LIMIT_IP` attempts per window, counted by
 *    the caller with the other actions' limits): one address trying many accounts (credential
 *    stuffing) stops at that address.
 * 2. Per account AND client address (`SSO_RATE_LIMIT_ACCOUNT` failures per window): guessing one
 *    account's password from one address stops after a few failures, for that address only. The
 *    owner signing in from elsewhere is not affected: the stranger's failures are not theirs.
 * 3. Per account from all addresses (`SSO_RATE_LIMIT_ACCOUNT_CEILING` failures per window, far
 *    above 2, so only a guess spread over many addresses reaches it). Past the ceiling the account
 *    is slowed, not locked: clients the account does not know share one password check per
 *    `SSO_RATE_LIMIT_ACCOUNT_SLOW` seconds (the others are told to try again in a few seconds),
 *    which bounds the guessing rate however many addresses the attacker has; a browser that has
 *    signed in to this account before (the random `sso_device` cookie, remembered for the account
 *    at each successful sign-in) is not slowed at all, so the owner keeps signing in from their
 *    own browser during the attack, and anyone else still can, a few seconds at a time.
 *
 * A success clears that address's failures for the account, not the ceiling's count: an attack
 * in progress stays slowed while the owner signs in.
 */
export interface SignInLimitSettings {
  accountMax: number;
  accountWindowSeconds: number;
  accountCeiling: number;
  accountCeilingWindowSeconds: number;
  accountSlowSeconds: number;
}

export class SignInLimits {
  private readonly perAccountAndClient: RateLimiter;
  private readonly perAccount: RateLimiter;
  /** While an account is slowed: when the next check by an unknown client may run (ms). */
  private readonly slowedUntil = new Map<string, number>();
  private readonly now: () => number;

  constructor(
    private readonly settings: SignInLimitSettings,
    now: () => number = Date.now,
  ) {
    this.now = now;
    this.perAccountAndClient = new RateLimiter({ max: settings.accountMax, windowMs: settings.accountWindowSeconds * 1000, now });
    this.perAccount = new RateLimiter({ max: settings.accountCeiling, windowMs: settings.accountCeilingWindowSeconds * 1000, now });
  }

  private static key = (email: string, client: string) => `${normalizeEmail(email)}\n${client}`;

  /**
   * Whether a password check for `email` from `client` may run now. `knownDevice` is asked only
   * when the account is slowed (it reads the database).
   */
  check(email: string, client: string, knownDevice: () => boolean): Verdict {
    const own = this.perAccountAndClient.blocked(SignInLimits.key(email, client));
    if (!own.allowed) return own;
    const account = normalizeEmail(email);
    if (this.perAccount.blocked(account).allowed) {
      this.slowedUntil.delete(account);
      return { allowed: true, retryAfterSeconds: 0 };
    }
    if (knownDevice()) return { allowed: true, retryAfterSeconds: 0 };
    const now = this.now();
    const next = this.slowedUntil.get(account) ?? 0;
    if (now < next) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((next - now) / 1000)) };
    this.slowedUntil.set(account, now + this.settings.accountSlowSeconds * 1000);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  failed(email: string, client: string): void {
    this.perAccountAndClient.record(SignInLimits.key(email, client));
    this.perAccount.record(normalizeEmail(email));
  }

  succeeded(email: string, client: string): void {
    this.perAccountAndClient.reset(SignInLimits.key(email, client));
  }
}
