import type { ClickCollect, ShippingMethod } from '@talat/commerce/types';
import { LOCALE_ENTRIES, type Locale } from '../locale/locales';

/** The shipping step's choices (spec section 3: store config click_collect and store_collect_address). */

/** The method the store config names as click & collect. */
export function isClickCollect(method: Pick<ShippingMethod, 'carrier_code' | 'method_code'>, clickCollect: ClickCollect): boolean {
  // A store without click & collect (Magento's: no codes) names no method, not every method without codes.
  if (!clickCollect.carrier_code || !clickCollect.method_code) return false;
  return method.carrier_code === clickCollect.carrier_code && method.method_code === clickCollect.method_code;
}

/** The methods to offer: click & collect only while the store config enables it. */
export function offeredMethods(methods: readonly ShippingMethod[], clickCollect: ClickCollect): ShippingMethod[] {
  return clickCollect.enabled ? [...methods] : methods.filter((m) => !isClickCollect(m, clickCollect));
}

/** The address form's first country: the currency's home (THB: TH, GBP: GB), else the locale's. */
export function defaultCountry(currency: string | undefined, locale: Locale): string {
  if (currency === 'THB') return 'TH';
  if (currency === 'GBP') return 'GB';
  return LOCALE_ENTRIES[locale].defaultCountry;
}

/** The method to preselect: the cart's when still offered, else the only one. */
export function preselectedMethod(methods: readonly ShippingMethod[], selected: ShippingMethod | null): string | null {
  if (selected && methods.some((m) => m.uid === selected.uid)) return selected.uid;
  return methods.length === 1 && methods[0] ? methods[0].uid : null;
}
