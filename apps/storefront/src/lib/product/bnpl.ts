import type { Money } from '@talat/commerce/types';
import type { BnplSettings } from './bnpl-settings';
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
