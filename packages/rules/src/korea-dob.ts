/**
 * The recipient's date of birth on a shipping address in South Korea (`korea_dob`, the spec's
 * shipping address field): Korean customs and couriers ask for it on a personal import, beside
 * the personal customs clearance code (the address's `pccc`). Checked in three places: the
 * address form (in the browser), the storefront's connector before it sends the address, and the
 * engine when it saves the address's custom field `koreaDob`.
 *
 * Only a shipping address to South Korea asks for it, and there it is required; any other address
 * has none (the form hides the field and every caller drops a value). The value is an ISO date,
 * `YYYY-MM-DD` (Gregorian: a Thai shopper writes 1990, not the Buddhist year 2533), a real calendar
 * day from 1900-01-01 up to today. Each caller passes its own clock.
 */

export const KOREA_DOB_COUNTRY = 'KR';
export const KOREA_DOB_EARLIEST = '1900-01-01';

export type KoreaDobProblem = 'required' | 'invalid';

/** The address kinds: only a shipping address carries a date of birth. */
export type AddressKind = 'shipping' | 'billing';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The earliest time zone (UTC+14) is this far ahead of UTC: a birth "today" there is not in the future. */
const AHEAD_OF_UTC_MS = 14 * 60 * 60 * 1000;

/** Whether an address of this kind and country asks for the date of birth: a shipping address in South Korea. */
export function asksKoreaDob(kind: AddressKind, country: string | null | undefined): boolean {
  return kind === 'shipping' && (country ?? '').trim().toUpperCase() === KOREA_DOB_COUNTRY;
}

/** The latest date of birth allowed at `now`: today's date where it is already latest (UTC+14). */
export function latestKoreaDob(now: Date): string {
  return new Date(now.getTime() + AHEAD_OF_UTC_MS).toISOString().slice(0, 10);
}

/** Whether the text is a real calendar date `YYYY-MM-DD` from 1900-01-01 up to today (at `now`). */
export function isKoreaDob(value: unknown, now: Date): boolean {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 1990-02-30 over to March: a real day reads back as itself.
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  // ISO strings of the same length compare as dates.
  return real && value >= KOREA_DOB_EARLIEST && value <= latestKoreaDob(now);
}

/**
 * What is wrong with an address's date of birth, or null: `required` when the address asks for
 * one and has none (blank counts as none), `invalid` when it is not a date `isKoreaDob` takes.
 * An address that does not ask is never wrong (its value is dropped: see `keptKoreaDob`).
 */
export function koreaDobProblem(
  value: string | null | undefined,
  address: { kind: AddressKind; country: string | null | undefined },
  now: Date,
): KoreaDobProblem | null {
  if (!asksKoreaDob(address.kind, address.country)) return null;
  const text = (value ?? '').trim();
  if (!text) return 'required';
  return isKoreaDob(text, now) ? null : 'invalid';
}

/** The value to keep: the trimmed date when the address asks for one and has it, else null. */
export function keptKoreaDob(
  value: string | null | undefined,
  address: { kind: AddressKind; country: string | null | undefined },
): string | null {
  const text = (value ?? '').trim();
  return text && asksKoreaDob(address.kind, address.country) ? text : null;
}
