import { randomInt } from 'node:crypto';
import { GIFT_CARD_CODE_PREFIX } from './constants';

/** Unambiguous characters (no 0/O, 1/I/L) for issued codes. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A code as typed by a shopper, in the stored form: trimmed, upper case, no inner spaces. */
export function normaliseGiftCardCode(input: string): string {
  return input.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
}

/**
 * The code for display with only its last 4 characters: `TALAT-GC-7KQ4-M2XD` and
 * `TALAT-GC-1000` both become `TALAT-GC-****-…` (`TALAT-GC-****-M2XD`, `TALAT-GC-****-1000`).
 */
export function maskGiftCardCode(code: string): string {
  const last4 = code.replace(/-/g, '').slice(-4);
  const prefix = code.startsWith(GIFT_CARD_CODE_PREFIX) ? GIFT_CARD_CODE_PREFIX : '';
  return `${prefix}****-${last4}`;
}

/** A new random code `TALAT-GC-XXXX-XXXX` (31^8, about 8.5e11 codes). */
export function generateGiftCardCode(random: (max: number) => number = randomInt): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[random(ALPHABET.length)]).join('');
  return `${GIFT_CARD_CODE_PREFIX}${group()}-${group()}`;
}
