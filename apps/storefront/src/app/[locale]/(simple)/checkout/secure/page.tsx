import { secureCheckoutTarget } from '@/lib/checkout/checkout-page.server';
import { localeParam } from '@/lib/locale/locale-param.server';

export const dynamic = 'force-dynamic';

/**
 * /{lang}/checkout/secure: the checkout guard. An empty cart (or no cart session) goes back to
 * the cart; a cart that ships goes to shipping, one that ships nothing straight to payment.
 */
export default async function SecureCheckoutPage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await localeParam(params);
  return secureCheckoutTarget(locale);
}
