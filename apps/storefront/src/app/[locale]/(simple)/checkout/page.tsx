import { redirect } from 'next/navigation';
import { CHECKOUT_PATHS } from '@/lib/checkout/guard';
import { localeParam } from '@/lib/locale/locale-param.server';
import { localePath } from '@/lib/locale/locales';

export const dynamic = 'force-dynamic';

/** /{lang}/checkout is a reserved path (spec section 2): the secure checkout decides the step. */
export default async function CheckoutIndex({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await localeParam(params);
  redirect(localePath(locale, CHECKOUT_PATHS.secure));
}
