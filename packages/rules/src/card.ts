/**
 * The card checks a payment drop-in makes, written once for the card form in the shopper's
 * browser (inline messages before the number goes to tokenisation) and for the engine's test card
 * provider (which checks again, as a provider does): the number's digits, its Luhn check and
 * length, its brand, the expiry as typed and how far it is from today, the security code.
 * Which clock is "today" (the shopper's or the server's, in UTC) and how each side words a
 * problem stay with the caller.
 */

export const CARD_LIMITS = { numberMin: 12, numberMax: 19, name: 100, expiryYearsAhead: 20 } as const;

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'jcb' | 'card';

/** A card number as typed, without the spaces and dashes people put between its digits. */
export function compactCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The digits of a card number typed with spaces or dashes; null when anything else is in it. */
export function cardDigits(value: string): string | null {
  const compact = compactCardNumber(value);
  return /^\d*$/.test(compact) ? compact : null;
}

/** Luhn (mod 10) check of a digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** 12 to 19 digits that pass the Luhn check. */
export function isCardNumber(digits: string): boolean {
  return digits.length >= CARD_LIMITS.numberMin && digits.length <= CARD_LIMITS.numberMax && luhnValid(digits);
}

/** Card brand from the number's prefix (display only). */
export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'jcb';
  return 'card';
}

export interface CardExpiry {
  /** 1 to 12. */
  month: number;
  /** Four digits. */
  year: number;
}

/**
 * Expiry as typed: `MM/YY` (also `MM / YY`, `MMYY` and `MM/YYYY`). Month 1-12. Undefined when
 * it is not a date of that shape.
 */
export function parseExpiry(value: string): CardExpiry | undefined {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return undefined;
  const [, mm = '', yy = ''] = m;
  const month = Number(mm);
  if (month < 1 || month > 12) return undefined;
  const year = yy.length === 2 ? 2000 + Number(yy) : Number(yy);
  return { month, year };
}

/** Whole months from `today`'s month to the expiry's: 0 in its last month, negative once it has expired. */
export function monthsToExpiry(expiry: CardExpiry, today: CardExpiry): number {
  return expiry.year * 12 + expiry.month - (today.year * 12 + today.month);
}

/** A security code: 3 digits, or 4 (American Express prints 4). */
export function isCvc(text: string): boolean {
  return /^\d{3,4}$/.test(text);
}
