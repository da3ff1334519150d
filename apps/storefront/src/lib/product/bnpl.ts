import type { Money } from '@talat/commerce/types';
import { BNPL_OFF, type BnplSettings } from './bnpl-settings';
import { divideMoneyUp } from './money';

export interface BnplOffer {
  count: number;
  /** Each payment, rounded up to the minor unit. */
  installment: Money;
}

/**
 * "or 3 interest-free payments of ..." for an amount, or null when messaging is off, the
 * currency has no limits, or the amount is outside them.
 */
export function bnplOffer(amount: Money, settings: BnplSettings): BnplOffer | null {
  if (!settings.enabled || settings.installments < 2) return null;
  const limits = settings.limits[amount.currency];
  if (!limits || !(amount.value >= limits.min && amount.value <= limits.max)) return null;
  return { count: settings.installments, installment: divideMoneyUp(amount, settings.installments) };
}

/**
 * The settings at the payment step: as given while the methods offered for this cart include the
 * provider's (a method with the provider's code, eligible), else off. The store config answers
 * the message on only when the backend has the provider's method at all; the payment step knows
 * what this cart can really be paid with, so it promises no instalments the shopper cannot choose
 * a line below.
 */
export function bnplAtCheckout(settings: BnplSettings, offered: ReadonlyArray<{ code: string; eligible: boolean }>): BnplSettings {
  return settings.enabled && offered.some((m) => m.eligible && m.code === settings.provider) ? settings : BNPL_OFF;
}
