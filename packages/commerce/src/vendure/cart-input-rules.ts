import { koreaDobProblem, type AddressKind } from '@talat/rules/korea-dob';
import type { CartAddressInput, CartError, CartErrorDetail } from '../cart-types';
import { type LineFieldsProblem } from './line-fields-input';
import { cartError } from './map-cart-errors';

/**
 * What the cart methods check before they ask the engine (quantities, codes, addresses, the
 * fields of a personalised or bundle line). A refusal names its field and the rule it broke
 * (`detail`); the storefront's catalogues word it.
 */
export const MAX_CART_QUANTITY = 999;
const MAX_CODE_LENGTH = 64;

export function validQuantity(quantity: unknown): boolean {
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_CART_QUANTITY;
}

export function cleanCode(code: string): string | null {
  const trimmed = typeof code === 'string' ? code.trim() : '';
  return trimmed && trimmed.length <= MAX_CODE_LENGTH ? trimmed : null;
}

export const LINE_FIELD_PROBLEMS: Record<LineFieldsProblem, { field: string; detail: CartErrorDetail }> = {
  name: { field: 'personalisation.name', detail: 'printName' },
  number: { field: 'personalisation.number', detail: 'printNumber' },
  bundle_options: { field: 'bundle_options', detail: 'bundleOptions' },
};

export function invalid(field: string, detail?: CartErrorDetail): { ok: false; error: CartError } {
  return { ok: false, error: cartError('INVALID_INPUT', { field, ...(detail ? { detail } : {}) }) };
}

/** Postal customs clearance code: optional, 3 to 40 letters, digits, spaces and - / . + : (spec section 5). */
const CUSTOMS_CODE = /^[\p{L}\p{N} \-/.+:]{3,40}$/u;

export interface AddressFieldProblem {
  field: 'address' | 'pccc' | 'korea_dob';
  detail: CartErrorDetail;
}

/**
 * The first problem of an address, or null: incomplete (`address`), a bad `pccc`, or on a shipping
 * address in South Korea a missing or bad `korea_dob` (@talat/rules/korea-dob; elsewhere it is
 * dropped, never refused). `now` is the clock the date of birth is judged by.
 */
export function addressFieldProblem(
  address: CartAddressInput | undefined,
  kind: AddressKind = 'shipping',
  now: Date = new Date(),
): AddressFieldProblem | null {
  if (!address || addressProblem(address)) return { field: 'address', detail: 'address' };
  const pccc = address.pccc?.trim();
  if (pccc && !CUSTOMS_CODE.test(pccc)) return { field: 'pccc', detail: 'pccc' };
  const dob = koreaDobProblem(address.korea_dob, { kind, country: address.country_code }, now);
  if (dob) return { field: 'korea_dob', detail: dob === 'required' ? 'koreaDobRequired' : 'koreaDob' };
  return null;
}

function addressProblem(address: CartAddressInput | undefined): boolean {
  return (
    !address ||
    !Array.isArray(address.street) ||
    !address.street.some((s) => typeof s === 'string' && s.trim()) ||
    !/^[A-Za-z]{2}$/.test(address.country_code?.trim() ?? '') ||
    !address.city?.trim() ||
    !address.firstname?.trim()
  );
}
