'use server';

import { refresh } from 'next/cache';
import { cookies } from 'next/headers';
import { getEnv } from '../../lib/config/env.server';
import { COOKIE, cookieOptions, LOCALE_COOKIE_MAX_AGE } from '../../lib/cookies/names';
import { isCurrency } from '../../lib/locale/locales';

/** Stores the chosen display currency and re-renders the page, so prices show in it. */
export async function setCurrency(formData: FormData): Promise<void> {
  const currency = formData.get('currency');
  if (!isCurrency(currency)) return;
  const jar = await cookies();
  jar.set(COOKIE.currency, currency, cookieOptions(getEnv().COOKIE_SECURE, LOCALE_COOKIE_MAX_AGE));
  refresh();
}
