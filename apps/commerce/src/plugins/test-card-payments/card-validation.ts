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
export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'jcb';
  return 'card';
}

/** "MM/YY", "MM/YYYY", "MM / YY", "MMYY" -> month and four-digit year; undefined when malformed. */
export function parseExpiry(value: string): { month: number; year: number } | undefined {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return undefined;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return undefined;
  return { month, year };
}

const error = (field: CardField, code: CardErrorCode): CardError => ({ field, code, message: MESSAGES[code] });

/**
 * Validates card details as a payment drop-in would: number (12-19 digits, spaces or dashes
 * allowed, Luhn), expiry not before the current month (UTC) and at most 20 years ahead,
 * CVC of 3-4 digits, a name on the card. The outcome is the test card's, else 'refuse'.
 */
export function validateCard(input: CardInput, now: Date = new Date()): { card: ValidCard } | { errors: CardError[] } {
  const errors: CardError[] = [];
  const rawNumber = typeof input.number === 'string' ? input.number : '';
  const digits = rawNumber.replace(/[\s-]/g, '');
  if (!digits) errors.push(error('number', 'number_required'));
  else if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) errors.push(error('number', 'number_invalid'));

  const rawExpiry = typeof input.expiry === 'string' ? input.expiry.trim() : '';
  const expiry = rawExpiry ? parseExpiry(rawExpiry) : undefined;
  if (!rawExpiry) errors.push(error('expiry', 'expiry_required'));
  else if (!expiry) errors.push(error('expiry', 'expiry_invalid'));
  else {
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
    const given = expiry.year * 12 + (expiry.month - 1);
    if (given < current) errors.push(error('expiry', 'expiry_past'));
    else if (given > current + 20 * 12) errors.push(error('expiry', 'expiry_invalid'));
  }

  const cvc = typeof input.cvc === 'string' ? input.cvc.trim() : '';
  if (!/^\d{3,4}$/.test(cvc)) errors.push(error('cvc', 'cvc_invalid'));

  const name = typeof input.name === 'string' ? input.name.trim() : '';
  if (!name) errors.push(error('name', 'name_required'));
  else if (name.length > 100 || /[\d\u0000-\u001f<>]/.test(name)) errors.push(error('name', 'name_invalid'));

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
