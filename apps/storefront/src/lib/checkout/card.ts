/**
 * The card form's own checks (a payment drop-in's inline messages), before the number goes to
 * the provider's tokenisation endpoint. Pure: the card checks the engine's test card provider
 * makes too (@talat/rules/card), so the shopper sees a message at once instead of after a round
 * trip. The provider checks again.
 */
import { CARD_LIMITS, cardBrand, cardDigits, isCardNumber, isCvc, monthsToExpiry, parseExpiry } from '@talat/rules/card';

/** The shared checks the card form's components use. */
export { cardBrand, cardDigits };

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

/** The number as the shopper reads it: groups of four (Amex 4-6-5). */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, CARD_LIMITS.numberMax);
  if (cardBrand(digits) === 'amex') {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
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
  if (monthsToExpiry(expiry, { year: now.getFullYear(), month: now.getMonth() + 1 }) < 0) return 'expiryPast';
  if (expiry.year > now.getFullYear() + CARD_LIMITS.expiryYearsAhead) return 'expiryInvalid';
  return null;
}

export function numberError(value: string): CardErrorCode | null {
  if (!value.trim()) return 'numberRequired';
  const digits = cardDigits(value.trim());
  return digits && isCardNumber(digits) ? null : 'numberInvalid';
}

/** 3 digits, or 4 (American Express prints 4). */
export function cvcError(value: string): CardErrorCode | null {
  const cvc = value.trim();
  if (!cvc) return 'cvcRequired';
  return isCvc(cvc) ? null : 'cvcInvalid';
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
