import 'server-only';
import type { CommerceContext, Customer } from '@talat/commerce/types';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { AUTHENTICATED } from '../sign-on/sign-on-cookies';
import { CART_SESSION_COOKIE, readSessionToken } from '../cart/cart-session';
import { getConnector } from '../commerce/connector.server';
import { getShopContext } from '../commerce/shop-context.server';
import { COOKIE } from '../cookies/names';
import { localePath, type Locale } from '../locale/locales';
import { accountSignInPath } from './account-paths';

export interface AccountSession {
  ctx: CommerceContext & { locale: Locale };
  customer: Customer;
}

type Query = Record<string, string | string[] | undefined>;

/**
 * A My Account page's customer, from the sign-on cookies and the engine session (nothing here is
 * cached across shoppers). A guest goes to sign-on and comes back to `path`; when sign-on just
 * failed or is unavailable (`?signon=` from /sso/cookie) the page shows its sign-in panel
 * instead (null), so a provider that is down cannot make a redirect loop.
 */
export async function accountSession(locale: Locale, path: string, query: Query = {}): Promise<AccountSession | null> {
  const [shop, jar] = await Promise.all([getShopContext(locale), cookies()]);
  const flagged = jar.get(COOKIE.customer)?.value === AUTHENTICATED;
  const token = flagged ? readSessionToken(jar.get(CART_SESSION_COOKIE)?.value) : undefined;
  const ctx = { ...shop, customerToken: token };
  const customer = token ? await getConnector().getCustomer(ctx) : null;
  if (customer) return { ctx, customer };
  if (query.signon !== undefined) return null;
  redirect(accountSignInPath(localePath(locale, path)));
}
