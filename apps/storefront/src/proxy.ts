import { NextResponse, type NextRequest } from 'next/server';
import { CLIENT_ADDRESS_HEADER } from '@talat/service-kit/headers';
import { applySignOnCheck, hasSignOnCookies } from './lib/sign-on/apply-check';
import { getSignOn } from './lib/sign-on/sign-on-instance';
import { parseEnv, type Env } from './lib/config/env-schema';
import { COOKIE, cookieOptions, LOCALE_COOKIE_MAX_AGE } from './lib/cookies/names';
import { decideLocale } from './lib/locale/detect-locale';
import { firstVisitDecision } from './lib/routing/first-visit';
import { listingRulesOf } from './lib/routing/listing-rules';
import { maintenancePage, maintenanceResponseInit } from './lib/routing/maintenance-page';
import { NOT_FOUND_SEGMENT } from './lib/routing/resolve-path';
import { rootRedirectLocation } from './lib/routing/root-redirect';
import { isUnreadableForm, unreadableFormResponse } from './lib/routing/unreadable-form';

/**
 * Runs before every page (spec section 2 and 4, docs/decisions/0002, 0015 and 0021): maintenance
 * mode, the root redirect, the locale prefix, the sign-on check, then kept pages to their twin route (0036). The
 * decisions live in lib/locale/detect-locale.ts, lib/sign-on/apply-check.ts and
 * lib/routing/first-visit.ts; this file only applies them.
 */
let env: Env | undefined;

/** The shopper's 404 page in `locale`, under the requested URL. */
function notFoundPage(locale: string, request: NextRequest): NextResponse {
  return NextResponse.rewrite(new URL(`/${locale}/${NOT_FOUND_SEGMENT}`, request.url));
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  env ??= parseEnv(process.env);
  const decision = decideLocale(
    {
      pathname: request.nextUrl.pathname,
      cookieLocale: request.cookies.get(COOKIE.locale)?.value,
      acceptLanguage: request.headers.get('accept-language'),
    },
    COOKIE,
  );

  if (env.MAINTENANCE_MODE) {
    // Every page, in the language the shopper would have been served (path, cookie, browser).
    return new NextResponse(maintenancePage(decision.locale), maintenanceResponseInit());
  }

  if (await isUnreadableForm(request)) {
    // Before any rewrite: a 404 page would hand the body to Next.js's form-action parser too.
    const refused = unreadableFormResponse(decision.locale);
    return new NextResponse(refused.body, refused);
  }

  if (decision.action === 'not-found') {
    // Next.js itself answers 500 for a path it cannot decode; show the shopper's 404 page instead.
    return notFoundPage(decision.locale, request);
  }

  const root = rootRedirectLocation(request.nextUrl.pathname, env.ROOT_REDIRECT, decision.locale);
  if (root) {
    const redirect = NextResponse.redirect(new URL(root, request.url), env.ROOT_REDIRECT_STATUS);
    redirect.headers.set('cache-control', 'no-store');
    return redirect;
  }

  if (decision.action === 'redirect') {
    const url = request.nextUrl.clone();
    url.pathname = decision.pathname;
    return NextResponse.redirect(url, 302);
  }

  // The sign-on check of spec section 4 (only requests with sign-on cookies do any work).
  let signOnCookies: string[] = [];
  const readCookie = (name: string) => request.cookies.get(name)?.value;
  // Not for prefetches: the page the shopper opens runs it.
  const pageRequest = (request.method === 'GET' || request.method === 'HEAD') && !request.headers.has('next-router-prefetch');
  if (pageRequest && hasSignOnCookies(readCookie)) {
    const check = await applySignOnCheck(
      {
        pathname: request.nextUrl.pathname,
        search: request.nextUrl.search,
        searchParams: request.nextUrl.searchParams,
        locale: decision.locale,
        cookie: readCookie,
        clientAddress: request.headers.get(CLIENT_ADDRESS_HEADER) ?? undefined,
      },
      getSignOn(),
    );
    if (check.kind === 'redirect') {
      const redirect = NextResponse.redirect(new URL(check.location, request.url), 303);
      for (const c of check.setCookies) redirect.headers.append('set-cookie', c);
      redirect.headers.set('cache-control', 'no-store');
      return redirect;
    }
    signOnCookies = check.setCookies;
  }

  const decided = decision.cookies;
  const firstVisit = firstVisitDecision({
    method: request.method,
    locale: decision.locale,
    pathname: request.nextUrl.pathname,
    searchParams: request.nextUrl.searchParams,
    cookie: (name) => decided?.[name] ?? request.cookies.get(name)?.value,
    rules: listingRulesOf(decision.locale),
  });
  let response: NextResponse;
  if (firstVisit.action === 'not-found') {
    response = notFoundPage(decision.locale, request);
  } else if (firstVisit.action === 'rewrite') {
    const url = request.nextUrl.clone();
    url.pathname = firstVisit.pathname;
    response = NextResponse.rewrite(url);
  } else {
    response = NextResponse.next();
  }
  for (const c of signOnCookies) response.headers.append('set-cookie', c);
  if (decision.cookies) {
    for (const [name, value] of Object.entries(decision.cookies)) {
      // Cookies set here are visible to the page rendering this same request.
      response.cookies.set(name, value, cookieOptions(env.COOKIE_SECURE, LOCALE_COOKIE_MAX_AGE));
    }
  }
  return response;
}

export const config = {
  // Not for the API, Next.js internals, or files (anything with an extension).
  // Nor /sso/cookie, the sign-on's own handler outside the locale prefix.
  matcher: ['/((?!api/|media/|_next/|_vercel/|sso/cookie|.*\\.[a-zA-Z0-9]+$).*)'],
};
