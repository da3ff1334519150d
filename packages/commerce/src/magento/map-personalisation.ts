import { isPrintNumber, printNameProblem } from '@talat/rules/personalisation';
import type { CartError, CartItemInput, PersonalisationOption } from '../cart-types';
import type { Money, Personalisation } from '../types';

/**
 * A name-and-number print on Magento (docs/decisions/0065): two of the product's customizable
 * options, text fields whose option SKU is `name` and `number` (the SKU a shop sets once in the
 * admin's Customizable Options and does not translate; the titles are the shopper's words). A
 * product with both is personalisable; the line's entered text comes back as the cart item's
 * `customizable_options`, which name the option by its uid, matched here to the product's options.
 */
export const PRINT_OPTION_SKUS = { name: 'name', number: 'number' } as const;
export type PrintKind = keyof typeof PRINT_OPTION_SKUS;

export interface RawFieldValue {
  uid: string;
  sku?: string | null;
  max_characters?: number | null;
  price?: number | null;
  price_type?: string | null;
}

/** A product's customizable option as the documents select it (text fields carry `value`). */
export interface RawCustomizableOption {
  __typename?: string;
  uid: string;
  title?: string | null;
  required?: boolean | null;
  value?: RawFieldValue | null;
}

/** A cart item's chosen customizable option. */
export interface RawSelectedOption {
  customizable_option_uid: string;
  label: string;
  values: Array<{ value: string; price: { value: number; type: string } | null }>;
}

export interface PrintOption {
  /** The option's uid (the cart item names it); its value's uid is what `entered_options` takes. */
  uid: string;
  valueUid: string;
  maxCharacters: number | null;
  /** A fixed price, or a percentage of the product's price (`PERCENT`). */
  price: number;
  percent: boolean;
}

/** The print options of a product: its text fields with the option SKU `name` and `number`, or null for each it lacks. */
export function printOptionsOf(
  options: ReadonlyArray<RawCustomizableOption | null> | null | undefined,
): Record<PrintKind, PrintOption | null> {
  const found: Record<PrintKind, PrintOption | null> = { name: null, number: null };
  for (const option of options ?? []) {
    const value = option?.value;
    if (!option || !value?.uid || (option.__typename && option.__typename !== 'CustomizableFieldOption')) continue;
    const sku = (value.sku ?? '').trim().toLowerCase();
    const kind = (Object.keys(PRINT_OPTION_SKUS) as PrintKind[]).find((k) => PRINT_OPTION_SKUS[k] === sku);
    if (!kind || found[kind]) continue;
    found[kind] = {
      uid: option.uid,
      valueUid: value.uid,
      maxCharacters: typeof value.max_characters === 'number' && value.max_characters > 0 ? value.max_characters : null,
      price: typeof value.price === 'number' && value.price > 0 ? value.price : 0,
      percent: value.price_type === 'PERCENT',
    };
  }
  return found;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The product's print settings: personalisable when it has both print options. Its price is what
 * a name and a number together add (each option is priced on its own in Magento, in the store's
 * currency; a percentage is of the product's price).
 */
export function mapPrintSettings(
  options: ReadonlyArray<RawCustomizableOption | null> | null | undefined,
  productPrice: Money,
): Personalisation | null {
  const { name, number } = printOptionsOf(options);
  if (!name || !number) return null;
  const priceOf = (o: PrintOption) => (o.percent ? (productPrice.value * o.price) / 100 : o.price);
  return {
    price: { value: round(priceOf(name) + priceOf(number)), currency: productPrice.currency },
    is_fixed_price: !name.percent && !number.percent,
  };
}

/** The line's print (name first, then number) from its chosen options; each carries its own price. */
export function mapLinePrint(
  selected: ReadonlyArray<RawSelectedOption | null> | null | undefined,
  productOptions: ReadonlyArray<RawCustomizableOption | null> | null | undefined,
  unitPrice: Money,
): PersonalisationOption[] {
  const options = printOptionsOf(productOptions);
  const out: PersonalisationOption[] = [];
  for (const kind of Object.keys(PRINT_OPTION_SKUS) as PrintKind[]) {
    const option = options[kind];
    const chosen = option ? selected?.find((s) => s?.customizable_option_uid === option.uid) : undefined;
    const value = chosen?.values[0];
    const text = value?.value?.trim();
    if (!text) continue;
    const raw = value?.price?.value ?? 0;
    // Magento answers a percentage option's price as the percentage: the amount is that of the unit price before the print.
    const amount = value?.price?.type === 'PERCENT' ? (unitPrice.value * raw) / (100 + raw) : raw;
    out.push({ type: kind, value: text, price: { value: round(Math.max(0, amount)), currency: unitPrice.currency } });
  }
  return out;
}

/** The print the shopper asked for, cleaned as the engine's connector cleans it (trimmed, spaces collapsed), or the refusal. */
export function requestedPrint(
  item: Pick<CartItemInput, 'personalisation'>,
): { ok: true; print: Partial<Record<PrintKind, string>> } | { ok: false; error: CartError } {
  const p = item.personalisation;
  const name = typeof p?.name === 'string' ? p.name.trim().replace(/\s+/g, ' ') : '';
  const number = typeof p?.number === 'string' ? p.number.trim() : '';
  if (name && printNameProblem(name)) return { ok: false, error: invalidPrint('name') };
  if (number && !isPrintNumber(number)) return { ok: false, error: invalidPrint('number') };
  return { ok: true, print: { ...(name ? { name } : {}), ...(number ? { number } : {}) } };
}

export function invalidPrint(kind: PrintKind | null): CartError {
  if (!kind) return { code: 'INVALID_INPUT', message: '', field: 'personalisation' };
  return { code: 'INVALID_INPUT', message: '', field: `personalisation.${kind}`, detail: kind === 'name' ? 'printName' : 'printNumber' };
}

/**
 * `entered_options` for the print, or the refusal: a product without the print options, or a
 * text longer than the shop's `max_characters` (Magento counts characters as code points).
 */
export function enteredOptionsOf(
  print: Partial<Record<PrintKind, string>>,
  options: Record<PrintKind, PrintOption | null>,
): { ok: true; entered: Array<{ uid: string; value: string }> } | { ok: false; error: CartError } {
  const entered: Array<{ uid: string; value: string }> = [];
  for (const kind of Object.keys(PRINT_OPTION_SKUS) as PrintKind[]) {
    const text = print[kind];
    if (!text) continue;
    const option = options[kind];
    if (!option) return { ok: false, error: invalidPrint(null) };
    if (option.maxCharacters !== null && Array.from(text).length > option.maxCharacters) return { ok: false, error: invalidPrint(kind) };
    entered.push({ uid: option.valueUid, value: text });
  }
  return { ok: true, entered };
}
