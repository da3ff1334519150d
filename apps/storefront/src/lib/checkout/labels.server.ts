import 'server-only';
import { getAddressFormLabels } from '../../components/address/address-labels.server';
import type { CheckoutLabels } from '../../components/checkout/labels';
import { loadMessages } from '../../i18n/messages';
import type { Locale } from '../locale/locales';

/** The checkout's label objects for the client components (see components/checkout/labels.ts). */
export async function checkoutLabels(locale: Locale) {
  const m = await loadMessages(locale);
  return {
    checkout: m.checkout satisfies CheckoutLabels,
    shipping: m.checkoutShipping,
    payment: m.checkoutPayment,
    card: m.checkoutCard,
    thankYou: m.checkoutThankYou,
    challenge: m.checkoutChallenge,
  };
}

export { getAddressFormLabels };
