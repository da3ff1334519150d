import { isKoreaDob } from '@talat/rules/korea-dob';

/**
 * The address's `koreaDob`: blank, or a real date `YYYY-MM-DD` from 1900-01-01 up to today
 * (@talat/rules/korea-dob). Whether an address must have one (a shipping address in South Korea)
 * is the checkout's to say: the engine does not know which kind of address a value belongs to.
 */
export function isValidKoreaDob(value: unknown, now: Date = new Date()): boolean {
  return value == null || value === '' || isKoreaDob(value, now);
}

export const KOREA_DOB_MESSAGE = {
  en: 'Enter a real date of birth in the past, as YYYY-MM-DD (e.g. 1990-04-23).',
  th: 'โปรดกรอกวันเกิดที่มีอยู่จริงและผ่านมาแล้ว ในรูปแบบ ปี ค.ศ.-เดือน-วัน (เช่น 1990-04-23)',
} as const;
