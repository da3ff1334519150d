import { CARD_LIMITS, cardBrand, compactCardNumber, isCardNumber, isCvc, monthsToExpiry, parseExpiry } from '@talat/rules/card';
import { TEST_CARDS, TestCardOutcome } from './constants';

export interface CardInput {
  number?: unknown;
  expiry?: unknown;
  cvc?: unknown;
  name?: unknown;
}

export type CardField = 'number' | 'expiry' | 'cvc' | 'name';
export type CardErrorCode =
  | 'number_required'
  | 'number_invalid'
  | 'expiry_required'
  | 'expiry_invalid'
  | 'expiry_past'
  | 'cvc_invalid'
  | 'name_required'
  | 'name_invalid';

export interface CardError {
  field: CardField;
  code: CardErrorCode;
  message: { en: string; th: string };
}

export interface ValidCard {
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  outcome: TestCardOutcome;
}

const MESSAGES: Record<CardErrorCode, { en: string; th: string }> = {
  number_required: { en: 'Enter the card number.', th: 'กรุณากรอกหมายเลขบัตร' },
  number_invalid: { en: 'This card number is not valid.', th: 'หมายเลขบัตรไม่ถูกต้อง' },
  expiry_required: { en: 'Enter the expiry date (MM/YY).', th: 'กรุณากรอกวันหมดอายุ (ดด/ปป)' },
  expiry_invalid: { en: 'Enter the expiry date as MM/YY.', th: 'กรุณากรอกวันหมดอายุในรูปแบบ ดด/ปป' },
  expiry_past: { en: 'This card has expired.', th: 'บัตรนี้หมดอายุแล้ว' },
  cvc_invalid: { en: 'The security code is 3 or 4 digits.', th: 'รหัสความปลอดภัยต้องเป็นตัวเลข 3 หรือ 4 หลัก' },
  name_required: { en: 'Enter the name on the card.', th: 'กรุณากรอกชื่อบนบัตร' },
  name_invalid: { en: 'Enter the name as it appears on the card.', th: 'กรุณากรอกชื่อตามที่ปรากฏบนบัตร' },
};

const error = (field: CardField, code: CardErrorCode): CardError => ({ field, code, message: MESSAGES[code] });

/**
 * Validates card details as a payment drop-in would, with the card checks the storefront's card
 * form makes too (@talat/rules/card): number (12-19 digits, spaces or dashes allowed, Luhn),
 * expiry not before the current month (UTC) and at most 20 years (240 months) ahead, CVC of 3-4
 * digits, a name on the card. The outcome is the test card's, else 'refuse'.
 */
export function validateCard(input: CardInput, now: Date = new Date()): { card: ValidCard } | { errors: CardError[] } {
  const errors: CardError[] = [];
  const rawNumber = typeof input.number === 'string' ? input.number : '';
  const digits = compactCardNumber(rawNumber);
  if (!digits) errors.push(error('number', 'number_required'));
  else if (!isCardNumber(digits)) errors.push(error('number', 'number_invalid'));

  const rawExpiry = typeof input.expiry === 'string' ? input.expiry.trim() : '';
  const expiry = rawExpiry ? parseExpiry(rawExpiry) : undefined;
  if (!rawExpiry) errors.push(error('expiry', 'expiry_required'));
  else if (!expiry) errors.push(error('expiry', 'expiry_invalid'));
  else {
    const ahead = monthsToExpiry(expiry, { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 });
    if (ahead < 0) errors.push(error('expiry', 'expiry_past'));
    else if (ahead > CARD_LIMITS.expiryYearsAhead * 12) errors.push(error('expiry', 'expiry_invalid'));
  }

  const cvc = typeof input.cvc === 'string' ? input.cvc.trim() : '';
  if (!isCvc(cvc)) errors.push(error('cvc', 'cvc_invalid'));

  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name) errors.push(error('name', 'name_required'));
  else if (name.length > CARD_LIMITS.name || /[\d\u0000-\u001f<>]/.test(name)) errors.push(error('name', 'name_invalid'));

  if (errors.length || !expiry) return { errors };
  return {
    card: {
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
      outcome: TEST_CARDS[digits] ?? 'refuse',
    },
  };
}
