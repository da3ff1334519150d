/**
 * Postal customs clearance code (e.g. Korea's PCCC), optional: 3 to 40 letters, digits, spaces
 * and - / . + : (the storefront's address rule, spec section 5).
 */
const CUSTOMS_CODE = /^[\p{L}\p{N} \-/.+:]{3,40}$/u;

export function isValidCustomsCode(value: unknown): boolean {
  if (value == null || value === '') return true;
  return typeof value === 'string' && value.trim() === value && CUSTOMS_CODE.test(value);
}

export const CUSTOMS_CODE_MESSAGE = {
  en: 'Enter a customs clearance code of 3 to 40 letters, digits, spaces or - / . + :',
  th: 'โปรดกรอกรหัสศุลกากร 3 ถึง 40 ตัว ประกอบด้วยตัวอักษร ตัวเลข ช่องว่าง หรือ - / . + :',
} as const;
