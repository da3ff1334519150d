import { createHash } from 'node:crypto';
import { decodeJwt } from 'jose';
import type { AttemptScope } from './constants';

/** What the account rules read of Vendure's RequestContext. */
export interface AttemptContext {
  activeUserId?: string | number | null;
  session?: { id?: string | number | null; activeOrderId?: string | number | null } | null;
}

/**
 * A throttled Shop API mutation: its scope (whose limits it shares) and the account it concerns.
 * `named`: the caller names the account (an email, a sign-on subject), so anyone could name
 * someone else's; its count is kept per account and client, so a stranger cannot use up a
 * shopper's attempts. Otherwise the account is the caller's own (their order, their customer)
 * and is counted across clients.
 */
export interface ThrottledOperation {
  scope: AttemptScope;
  named: boolean;
  accountOf(args: Record<string, unknown>, ctx: AttemptContext): string | null;
}

const short = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/** The caller's active order, else their session (the order is made by the mutation itself). */
function ownOrder(_args: Record<string, unknown>, ctx: AttemptContext): string | null {
  if (ctx.session?.activeOrderId != null) return `order:${ctx.session.activeOrderId}`;
  return ctx.session?.id != null ? `session:${ctx.session.id}` : null;
}

function signedInUser(_args: Record<string, unknown>, ctx: AttemptContext): string | null {
  return ctx.activeUserId != null ? `user:${ctx.activeUserId}` : null;
}

/** The subject of a sign-on ID token (read, not verified: the strategy verifies it), else the token itself. */
function signOnSubject(args: Record<string, unknown>): string | null {
  const input = (args.input ?? {}) as Record<string, { idToken?: unknown; username?: unknown } | undefined>;
  const idToken = input.sso?.idToken;
  if (typeof idToken === 'string' && idToken) {
    try {
      const sub = decodeJwt(idToken).sub;
      if (sub) return `sub:${short(sub)}`;
    } catch {
      // Not a JWT: the strategy refuses it; count it by its text.
    }
    return `token:${short(idToken)}`;
  }
  const username = input.native?.username;
  return typeof username === 'string' && username ? `user:${short(username.trim().toLowerCase())}` : null;
}

const email = (value: unknown) => (typeof value === 'string' && value.trim() ? `email:${short(value.trim().toLowerCase())}` : null);
const token = (value: unknown) => (typeof value === 'string' && value ? `link:${short(value)}` : null);

/** An order number as typed (any case, trimmed). */
const orderCode = (value: unknown) => (typeof value === 'string' && value.trim() ? `order:${short(value.trim().toUpperCase())}` : null);

/** The Shop API mutations (and the one query, `orderTracking`) the engine throttles, by field name. */
export const THROTTLED_OPERATIONS: Readonly<Record<string, ThrottledOperation>> = {
  authenticate: { scope: 'sign-in', named: true, accountOf: signOnSubject },
  // Native password login: the Shop API has no native strategy (sign-on plugin), but an attempt still counts.
  login: { scope: 'sign-in', named: true, accountOf: (args) => email(args.username) },
  // Guests may review too: they have no account, only their client's limit.
  submitProductReview: { scope: 'review', named: false, accountOf: signedInUser },
  subscribeToNewsletter: { scope: 'newsletter', named: true, accountOf: (args) => email(args.emailAddress) },
  confirmNewsletterSubscription: { scope: 'newsletter', named: false, accountOf: (args) => token(args.token) },
  unsubscribeFromNewsletter: { scope: 'newsletter', named: false, accountOf: (args) => token(args.token) },
  unsubscribeActiveCustomerFromNewsletter: { scope: 'newsletter', named: false, accountOf: signedInUser },
  applyCouponCode: { scope: 'coupon', named: false, accountOf: ownOrder },
  applyGiftCardToOrder: { scope: 'gift-card', named: false, accountOf: ownOrder },
  // A query, but a guess: a guest's lookup of an order by its number and email.
  orderTracking: { scope: 'order-lookup', named: true, accountOf: (args) => orderCode(args.code) },
  // The address named, or (none given) the signed-in customer's own: counted per client as well.
  requestStockAlert: { scope: 'stock-alert', named: true, accountOf: (args, ctx) => email(args.emailAddress) ?? signedInUser(args, ctx) },
  confirmStockAlert: { scope: 'stock-alert', named: false, accountOf: (args) => token(args.token) },
  cancelStockAlert: { scope: 'stock-alert', named: false, accountOf: (args) => token(args.token) },
};

/** The Admin API's password sign-in (its `login`, and `authenticate` with the native strategy), per username. */
export const ADMIN_THROTTLED_OPERATIONS: Readonly<Record<string, ThrottledOperation>> = {
  login: { scope: 'admin-sign-in', named: true, accountOf: (args) => adminUser(args.username) },
  authenticate: {
    scope: 'admin-sign-in',
    named: true,
    accountOf: (args) => adminUser(((args.input ?? {}) as { native?: { username?: unknown } }).native?.username),
  },
};

function adminUser(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? `admin:${short(value.trim().toLowerCase())}` : null;
}

/** Root types whose fields are throttled: the mutations, and queries that check a secret. */
export const THROTTLED_ROOT_TYPES: ReadonlySet<string> = new Set(['Mutation', 'Query']);

/** The counter keys of one attempt: the client's, and the account's when there is one. */
export function attemptKeys(
  operation: ThrottledOperation,
  client: string,
  account: string | null,
): { client: string; account: string | null } {
  return {
    client: `${operation.scope}:client:${client}`,
    account: account === null ? null : `${operation.scope}:account:${account}${operation.named ? `:from:${client}` : ''}`,
  };
}
