import type { Money } from '@talat/commerce/types';

/** Minor units per currency (both shop currencies have two decimals). */
const DECIMALS: Record<string, number> = { THB: 2, GBP: 2 };

function factor(currency: string): number {
  return 10 ** (DECIMALS[currency] ?? 2);
}

/** Sum of amounts in one currency, computed in minor units (no 0.1 + 0.2 surprises). */
export function addMoney(a: Money, b: Money): Money {
  if (a.currency !== b.currency) throw new Error(`Cannot add ${b.currency} to ${a.currency}`);
  const f = factor(a.currency);
  return { value: (Math.round(a.value * f) + Math.round(b.value * f)) / f, currency: a.currency };
}

export function multiplyMoney(a: Money, times: number): Money {
  const f = factor(a.currency);
  return { value: (Math.round(a.value * f) * times) / f, currency: a.currency };
}

/** One of `count` equal parts, rounded up to the minor unit (the parts cover the whole). */
export function divideMoneyUp(a: Money, count: number): Money {
  const f = factor(a.currency);
  return { value: Math.ceil(Math.round(a.value * f) / count) / f, currency: a.currency };
}
