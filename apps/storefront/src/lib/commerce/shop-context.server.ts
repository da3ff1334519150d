import 'server-only';
import type { CommerceContext } from '@talat/commerce/types';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { COOKIE } from '../cookies/names';
import { isCurrency, LOCALE_ENTRIES, type Locale } from '../locale/locales';

/**
 * Who is asking: the page's locale and the currency cookie (else the locale's default). Reading
 * cookies makes the page render on request, which is why this is the first thing pages await.
 */
export const getShopContext = cache(async (locale: Locale): Promise<CommerceContext & { locale: Locale }> => {
  const jar = await cookies();
  const currency = jar.get(COOKIE.currency)?.value;
  return { locale, currency: isCurrency(currency) ? currency : LOCALE_ENTRIES[locale].defaultCurrency };
});
