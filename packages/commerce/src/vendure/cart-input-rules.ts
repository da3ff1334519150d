import type { CartAddressInput, CartError } from '../cart-types';
import type { LocaleCode } from '../types';
import { type LineFieldsProblem } from './line-fields-input';
import { cartError } from './map-cart-errors';

/**
 * What the cart methods check before they ask the engine (quantities, codes, addresses, the
 * fields of a personalised or bundle line), with the words of each refusal.
 */
export const MAX_CART_QUANTITY = 999;
const MAX_CODE_LENGTH = 64;

const TEXT = {
  productNotFound: { en: 'This product could not be found.', th: 'ไม่พบสินค้านี้' },
  lineNotFound: { en: 'This item is no longer in your cart.', th: 'สินค้านี้ไม่อยู่ในตะกร้าของคุณแล้ว' },
  printName: {
    en: 'The name can only contain letters and spaces, at most 12 characters.',
    th: 'ชื่อต้องเป็นตัวอักษรและช่องว่างเท่านั้น ไม่เกิน 12 ตัวอักษร',
  },
  printNumber: { en: 'The number must be from 1 to 99.', th: 'หมายเลขต้องอยู่ระหว่าง 1 ถึง 99' },
  bundleOptions: { en: 'The items of this set do not match the set.', th: 'สินค้าที่เลือกไม่ตรงกับสินค้าในชุดนี้' },
  quantity: { en: 'Enter a quantity from 1 to 999.', th: 'โปรดระบุจำนวนตั้งแต่ 1 ถึง 999' },
  code: { en: 'Enter a code.', th: 'โปรดกรอกรหัส' },
  address: { en: 'Please complete the address.', th: 'โปรดกรอกที่อยู่ให้ครบถ้วน' },
  pccc: {
    en: 'Enter a customs clearance code of 3 to 40 letters, digits, spaces or - / . + :',
    th: 'โปรดกรอกรหัสศุลกากร 3 ถึง 40 ตัว ประกอบด้วยตัวอักษร ตัวเลข ช่องว่าง หรือ - / . + :',
  },
  email: { en: 'Invalid email', th: 'อีเมลไม่ถูกต้อง' },
  shippingAddressFirst: { en: 'Please enter the shipping address first.', th: 'โปรดกรอกที่อยู่จัดส่งก่อน' },
  token: { en: 'The card details are missing. Please enter them again.', th: 'ไม่พบข้อมูลบัตร โปรดกรอกอีกครั้ง' },
  giftCardsShort: {
    en: 'Your gift cards no longer pay for the whole order. Please choose a payment method for the rest.',
    th: 'บัตรของขวัญของคุณไม่ครอบคลุมยอดทั้งหมดแล้ว โปรดเลือกวิธีชำระเงินสำหรับส่วนที่เหลือ',
  },
} satisfies Record<string, Record<LocaleCode, string>>;

export function text(key: keyof typeof TEXT, locale: LocaleCode): string {
  return TEXT[key][locale];
}

export function validQuantity(quantity: unknown): boolean {
  return typeof quantity === 'number' && Number.isInteger(quantity) && quantity >= 1 && quantity <= MAX_CART_QUANTITY;
}

export function cleanCode(code: string): string | null {
  const trimmed = typeof code === 'string' ? code.trim() : '';
  return trimmed && trimmed.length <= MAX_CODE_LENGTH ? trimmed : null;
}

export const LINE_FIELD_PROBLEMS: Record<LineFieldsProblem, { field: string; text: keyof typeof TEXT }> = {
  name: { field: 'personalisation.name', text: 'printName' },
  number: { field: 'personalisation.number', text: 'printNumber' },
  bundle_options: { field: 'bundle_options', text: 'bundleOptions' },
};

export function invalid(locale: LocaleCode, field: string, message: string): { ok: false; error: CartError } {
  return { ok: false, error: cartError('INVALID_INPUT', locale, { field, message }) };
}

/** Postal customs clearance code: optional, 3 to 40 letters, digits, spaces and - / . + : (spec section 5). */
const CUSTOMS_CODE = /^[\p{L}\p{N} \-/.+:]{3,40}$/u;

/** The first problem of an address: `address` (incomplete) or `pccc`; null when fine. */
export function addressFieldProblem(address: CartAddressInput | undefined): 'address' | 'pccc' | null {
  if (addressProblem(address)) return 'address';
  const pccc = address?.pccc?.trim();
  return pccc && !CUSTOMS_CODE.test(pccc) ? 'pccc' : null;
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
