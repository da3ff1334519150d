import 'server-only';
import type { CommerceContext } from '@talat/commerce/types';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { COOKIE } from '../cookies/names';
import { type Currency, type Locale, shopperCurrency } from '../locale/locales';

/** The currency of a kept page's render (its twin path names it), for this render only. */
const keptCurrency = cache((): { currency?: Currency } => ({}));

/**
 * A kept page's twin route (docs/decisions/0036) renders in the currency its path names: its
 * layout, page and metadata call this first, before anything asks for the shop context.
 */
export function renderKeptPageIn(currency: Currency): void {
  keptCurrency().currency = currency;
}

/**
 * Who is asking: the page's locale and the currency cookie (else the locale's default), or a
 * kept page's currency. Reading cookies makes the page render on request, which is why this is
 * the first thing pages await.
 */
export const getShopContext = cache(async (locale: Locale): Promise<CommerceContext & { locale: Locale }> => {
  const kept = keptCurrency().currency;
  if (kept) return { locale, currency: kept };
  const jar = await cookies();
  const currency = jar.get(COOKIE.currency)?.value;
  return { locale, currency: shopperCurrency(locale, currency) };
});
