import { redirect } from 'next/navigation';
import { safeReturnPath } from '@/lib/sign-on/return-path';
import { localeParam } from '@/lib/locale/locale-param.server';

export const dynamic = 'force-dynamic';

/**
 * /{lang}/sso/postauth (spec section 2): the return page after sign-on. /sso/cookie has set the
 * sign-on cookies and the 'Successfully logged in.' flash; this page sends the shopper on to the
 * page they came from, which must be a path of this shop (lib/sign-on/return-path.ts).
 */
export default async function PostAuthPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const locale = await localeParam(params);
  const { to } = await searchParams;
  redirect(safeReturnPath(typeof to === 'string' ? to : undefined, locale));
}
