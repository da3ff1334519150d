import { CLIENT_ADDRESS_HEADER } from '@talat/service-kit/headers';
import { AUTH_COOKIE } from '@/lib/sign-on/sign-on-cookies';
import { getSignOn } from '@/lib/sign-on/sign-on-instance';
import { localeOfPath, safeReturnPath } from '@/lib/sign-on/return-path';
import { COOKIE, readCookie } from '@/lib/cookies/names';
import { isLocale, LOCALE_ENTRIES, DEFAULT_LOCALE, shopperCurrency } from '@/lib/locale/locales';

/**
 * /sso/cookie (spec section 2): the sign-on's cookie handling, the provider's registered
 * redirect URI.
 * - `?start=login|switch-account|refresh&return=/th/...`: starts an authorization request (the
 *   proxy sends silent re-authentications here; a link without scripts too) and goes to the provider.
 * - `?code=...&state=...` or `?error=...&state=...`: the provider's answer; sets the sign-on
 *   cookies and goes to /{lang}/sso/postauth, which finishes on the page the shopper came from.
 */
function redirect(location: string, setCookies: string[]): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const c of setCookies) headers.append('set-cookie', c);
  return new Response(null, { status: 303, headers });
}

export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const cookieHeader = request.headers.get('cookie');
  const cookie = (name: string) => readCookie(cookieHeader, name);
  const cookieLocale = cookie(COOKIE.locale);
  const fallback = isLocale(cookieLocale) ? cookieLocale : DEFAULT_LOCALE;
  const service = getSignOn();
  const currencyCookie = cookie(COOKIE.currency);
  const currencyOf = (locale: keyof typeof LOCALE_ENTRIES) => shopperCurrency(locale, currencyCookie);

  const start = url.searchParams.get('start');
  if (start !== null) {
    const returnTo = safeReturnPath(url.searchParams.get('return'), fallback);
    const locale = localeOfPath(returnTo, fallback);
    const mode = start === 'switch-account' || start === 'refresh' ? start : 'login';
    try {
      const flow = await service.start({ mode, returnTo, locale });
      return redirect(flow.url, flow.setCookies);
    } catch (error) {
      // The provider cannot be reached: the attempt fails here, not on a browser error page.
      const status = (error as { status?: number }).status ?? 503;
      const setCookies = mode === 'login' ? [] : await service.failed(mode, status, cookie, locale, currencyOf(locale));
      console.error(mode === 'login' ? 'Sign-on could not start' : 'Silent sign-on could not start', (error as Error).message);
      const target = new URL(returnTo, url);
      if (mode === 'login') target.searchParams.set('signon', 'unavailable');
      return redirect(`${target.pathname}${target.search}`, setCookies);
    }
  }

  if (!cookie(AUTH_COOKIE.flow)) return redirect(`/${fallback}`, []);
  const done = await service.complete(
    url.searchParams,
    cookie,
    currencyOf(fallback),
    request.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined,
  );
  let location = done.location ?? `/${fallback}`;
  if (!done.result.ok && done.flow?.mode === 'login') {
    const target = new URL(location, url);
    target.searchParams.set('signon', 'failed');
    location = `${target.pathname}${target.search}`;
  }
  return redirect(location, done.setCookies);
}
