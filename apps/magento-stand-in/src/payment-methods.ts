import type { CurrencyCode, Language } from './catalogue';

/**
 * The payment methods the stand-in's carts offer: Magento's own "Check / Money order" always and,
 * with the Adyen module on (`MAGENTO_STAND_IN_ADYEN`, default on), the module's card method
 * `adyen_cc` and its PromptPay method `adyen_promptpay` for carts in baht (Adyen offers PromptPay
 * in THB only). The stand-in keeps the code a cart was given and places the order with it; it does
 * not authorise anything (the storefront's server paid at Adyen first, docs/decisions/0063).
 */
export const CHEQUE = 'checkmo';
export const ADYEN_CARD = 'adyen_cc';
export const ADYEN_PROMPTPAY = 'adyen_promptpay';

const TITLES: Record<string, Record<Language, string>> = {
  [CHEQUE]: { en: 'Check / Money order', th: 'เช็ค / ธนาณัติ' },
  [ADYEN_CARD]: { en: 'Credit Card', th: 'บัตรเครดิต' },
  [ADYEN_PROMPTPAY]: { en: 'PromptPay', th: 'พร้อมเพย์' },
};

export interface StandInPaymentMethod {
  code: string;
  title: string;
  is_deferred: boolean;
}

/** The methods a cart in this currency offers, titled in the store view's language. */
export function paymentMethodsFor(language: Language, currency: CurrencyCode, adyen: boolean): StandInPaymentMethod[] {
  const codes = [CHEQUE, ...(adyen ? [ADYEN_CARD, ...(currency === 'THB' ? [ADYEN_PROMPTPAY] : [])] : [])];
  return codes.map((code) => ({ code, title: paymentTitle(code, language), is_deferred: code === CHEQUE }));
}

/** A chosen method's title, or empty for an unknown code. */
export function paymentTitle(code: string, language: Language): string {
  return TITLES[code]?.[language] ?? '';
}

/** `MAGENTO_STAND_IN_ADYEN`: `false` or `0` turns the Adyen module off; anything else (or unset) leaves it on. */
export function adyenModuleOn(value: string | undefined): boolean {
  return !['false', '0', 'off'].includes((value ?? '').trim().toLowerCase());
}
