import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A new PSP reference: 16 characters of capitals and digits, the length and alphabet of Adyen's
 * (the webhook schema calls it "Adyen's 16-character unique reference"). Random, so two stand-ins never clash.
 */
export function newPspReference(): string {
  let out = '';
  for (let i = 0; i < 16; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}
