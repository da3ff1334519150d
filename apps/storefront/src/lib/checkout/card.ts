/**
 * The card form's own checks (a payment drop-in's inline messages), before the number goes to
 * the provider's tokenisation endpoint. Pure: the same rules the provider applies, so the shopper
 * sees a message at once instead of after a round trip. The provider checks again.
 */

export const CARD_FIELDS = ['number', 'expiry', 'cvc', 'name'] as const;
export type CardField = (typeof CARD_FIELDS)[number];

export type CardErrorCode =
  | 'numberRequired'
  | 'numberInvalid'
  | 'expiryRequired'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'cvcRequired'
  | 'cvcInvalid'
  | 'nameRequired'
  | 'nameInvalid';

export type CardValues = Record<CardField, string>;
export type CardErrors = Partial<Record<CardField, CardErrorCode>>;

export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '', name: '' };

export const CARD_LIMITS = { numberMin: 12, numberMax: 19, name: 100, expiryYearsAhead: 20 } as const;

/** The digits of a card number typed with spaces or dashes; null when anything else is in it. */
export function cardDigits(value: string): string | null {
  const compact = value.replace(/[\s-]/g, '');
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

/** Card brand from the number's prefix (display only). */
export function cardBrand(digits: string): 'visa' | 'mastercard' | 'amex' | 'jcb' | 'card' {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'jcb';
  return 'card';
}

/** The number as the shopper reads it: groups of four (Amex 4-6-5). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, CARD_LIMITS.numberMax);
  if (cardBrand(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * Expiry as typed: `MM/YY` (also `MM / YY`, `MMYY` and `MM/YYYY`). Month 1-12. Undefined when
 * it is not a date of that shape.
 */
export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return undefined;
  const [, mm = '', yy = ''] = m;
  const month = Number(mm);
  if (month < 1 || month > 12) return undefined;
  const year = yy.length === 2 ? 2000 + Number(yy) : Number(yy);
  return { month, year };
}

/** Adds the slash while the shopper types the expiry: "1" -> "1", "12" -> "12/", "1230" -> "12/30". */
export function formatExpiry(value: string, previous = ''): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  // Deleting the slash deletes it, not the digit before it.
  if (previous.endsWith('/') && value.length < previous.length) return digits.slice(0, 2);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** Valid through the end of its month, and at most 20 years ahead. */
export function expiryError(value: string, now: Date): CardErrorCode | null {
  if (!value.trim()) return 'expiryRequired';
  const expiry = parseExpiry(value);
  if (!expiry) return 'expiryInvalid';
  const current = now.getFullYear() * 12 + now.getMonth();
  const given = expiry.year * 12 + (expiry.month - 1);
  if (given < current) return 'expiryPast';
  if (expiry.year > now.getFullYear() + CARD_LIMITS.expiryYearsAhead) return 'expiryInvalid';
  return null;
}

export function numberError(value: string): CardErrorCode | null {
  if (!value.trim()) return 'numberRequired';
  const digits = cardDigits(value.trim());
  if (!digits || digits.length < CARD_LIMITS.numberMin || digits.length > CARD_LIMITS.numberMax || !luhnValid(digits))
    return 'numberInvalid';
  return null;
}

/** 3 digits, or 4 (American Express prints 4). */
export function cvcError(value: string): CardErrorCode | null {
  const cvc = value.trim();
  if (!cvc) return 'cvcRequired';
  return /^\d{3,4}$/.test(cvc) ? null : 'cvcInvalid';
}

/** Letters with spaces, hyphens, apostrophes and periods; no digits or markup; max 100. */
export function nameError(value: string): CardErrorCode | null {
  const name = value.trim();
  if (!name) return 'nameRequired';
  if (Array.from(name).length > CARD_LIMITS.name || /[\d<>]/.test(name)) return 'nameInvalid';
  return null;
}

export function cardFieldError(field: CardField, values: CardValues, now: Date): CardErrorCode | null {
  switch (field) {
    case 'number':
      return numberError(values.number);
    case 'expiry':
      return expiryError(values.expiry, now);
    case 'cvc':
      return cvcError(values.cvc);
    case 'name':
      return nameError(values.name);
  }
}

/** Every field's error; an empty object means the card can be tokenised. */
export function validateCard(values: CardValues, now: Date): CardErrors {
  const errors: CardErrors = {};
  for (const field of CARD_FIELDS) {
    const error = cardFieldError(field, values, now);
    if (error) errors[field] = error;
  }
  return errors;
}

export function firstCardError(errors: CardErrors): CardField | null {
  return CARD_FIELDS.find((f) => errors[f]) ?? null;
}
