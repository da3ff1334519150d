import { revalidateTag } from 'next/cache';
import { cartApiHooks } from '@/lib/api/cart-guard';
import { withCaptcha } from '@/lib/captcha/captcha-guard';
import { captchaChecks } from '@/lib/captcha/captcha.server';
import { commerceMethods } from '@/lib/api/commerce-methods';
import { handleApiRequest } from '@/lib/api/handle-api';
import { AUTHORIZATION_CODE, lostCustomerSession } from '@/lib/sign-on/authorization-error';
import { accountMessages } from '@/lib/sign-on/sign-on-service';
import { getSignOn } from '@/lib/sign-on/sign-on-instance';
import { contextFromRequest } from '@/lib/api/handle-api';
import { markPagesChanged } from '@/lib/cache/pages-changed';
import { readCookie } from '@/lib/cookies/names';
import { tagsForEvents } from '@/lib/cache/tags';
import { cartSessionCookies } from '@/lib/cart/cart-session';
import { getConnector } from '@/lib/commerce/connector.server';
import { getEnv } from '@/lib/config/env.server';
import { clientAddress } from '@/lib/security/rate-limit';
import { limitersOfArea } from '@/lib/security/rate-limiters.server';
import { requireCsrf, requireSignature } from '@/lib/security/security.server';

// Storefront API for client components (packages/sdk): `/api/commerce/{method}`.
type Context = { params: Promise<{ method: string }> };

// Flagged calls (a review, a coupon or gift-card code, placing the order) also need a captcha solution.
const hooks = withCaptcha(
  cartApiHooks(
    {
      csrf: requireCsrf,
      signature: requireSignature,
      limiters: limitersOfArea('commerce'),
      address: clientAddress,
    },
    (outcome) => cartSessionCookies(outcome, getEnv().COOKIE_SECURE),
  ),
  captchaChecks,
);

async function handle(request: Request, { params }: Context): Promise<Response> {
  const { method } = await params;
  let pagesChanged = false;
  const effects = {
    reviewCreated: (productUid: string) => {
      for (const tag of tagsForEvents([{ type: 'review', ids: [productUid] }])) revalidateTag(tag, { expire: 0 });
      pagesChanged = true;
    },
  };
  const response = await handleApiRequest(
    request,
    method,
    commerceMethods(getConnector(), effects, { storefrontUrl: getEnv().STOREFRONT_URL }),
    console,
    hooks,
  );
  if (lostCustomerSession(request, response)) return authorizationError(request);
  return pagesChanged ? markPagesChanged(response) : response;
}

/** The engine no longer knows the signed-in customer: full logout, 401 (spec section 4). */
async function authorizationError(request: Request): Promise<Response> {
  const { locale, currency } = contextFromRequest(request, {});
  const cookieHeader = request.headers.get('cookie');
  const out = await getSignOn().fullLogout((name) => readCookie(cookieHeader, name), locale, currency);
  const body = { error: { code: AUTHORIZATION_CODE, message: accountMessages(locale).loggedOut } };
  const res = Response.json(body, { status: 401, headers: { 'cache-control': 'no-store' } });
  for (const c of out.setCookies) res.headers.append('set-cookie', c);
  return res;
}

export { handle as GET, handle as POST };
