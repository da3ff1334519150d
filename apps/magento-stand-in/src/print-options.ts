import { label, type CurrencyCode, type Language, type StandInProduct } from './catalogue';

/**
 * A name-and-number print as a Magento shop sets it up (docs/decisions/0065): the personalisable
 * products of the demo catalogue (a print price) have two customizable options of the type
 * "Field", with the option SKUs `name` and `number`. The name's field takes up to 36 characters as
 * Magento counts them (code points: a 12-letter Thai name with its vowel and tone marks needs
 * more than 12); the shop's 12 letters are the storefront's rule. The name carries the print
 * price, the number is free, so a shirt with both costs the same on both backends.
 */
export type PrintKind = 'name' | 'number';

export interface PrintOption {
  kind: PrintKind;
  id: number;
  uid: string;
  title: { th: string; en: string };
  maxCharacters: number;
  sortOrder: number;
}

/** An entered value on a cart line: the option's value uid and the text. */
export interface EnteredOption {
  uid: string;
  value: string;
}

/** Magento's uid of a custom option (and of a text field's value): base64 of `custom-option/<option id>`. */
const customOptionUid = (id: number) => Buffer.from(`custom-option/${id}`).toString('base64');

export function printOptionsOf(product: StandInProduct): PrintOption[] {
  if (!product.def.printPrice) return [];
  return [
    { kind: 'name', id: product.id * 10 + 1, title: { en: 'Name', th: 'ชื่อ' }, maxCharacters: 36, sortOrder: 1 },
    { kind: 'number', id: product.id * 10 + 2, title: { en: 'Number', th: 'เบอร์' }, maxCharacters: 2, sortOrder: 2 },
  ].map((o) => ({ ...o, kind: o.kind as PrintKind, uid: customOptionUid(o.id) }));
}

/** The option's price in the store's currency (major units). */
export function optionPrice(product: StandInProduct, option: PrintOption, currency: CurrencyCode): number {
  return option.kind === 'name' && product.def.printPrice ? product.def.printPrice[currency] / 100 : 0;
}

/** `options` of a product as CatalogGraphQl answers them. */
export function optionsAnswer(product: StandInProduct, language: Language, currency: CurrencyCode) {
  return printOptionsOf(product).map((o) => ({
    __typename: 'CustomizableFieldOption',
    uid: o.uid,
    title: label(o.title, language),
    required: false,
    sort_order: o.sortOrder,
    product_sku: product.def.sku,
    value: { uid: o.uid, sku: o.kind, max_characters: o.maxCharacters, price: optionPrice(product, o, currency), price_type: 'FIXED' },
  }));
}

/**
 * The entered options of an added item, or Magento's refusal: an option the product does not
 * have, or a text longer than the field's maximum (as Magento, counted in code points). Blank
 * values are left out, as Magento drops an empty optional field.
 */
export function checkEntered(
  product: StandInProduct,
  entered: ReadonlyArray<EnteredOption> | null | undefined,
): { ok: true; entered: EnteredOption[] } | { ok: false; message: string } {
  const options = printOptionsOf(product);
  const kept: EnteredOption[] = [];
  for (const item of entered ?? []) {
    const option = options.find((o) => o.uid === item.uid);
    if (!option)
      return { ok: false, message: "The product's required option(s) weren't entered. Make sure the options are entered and try again." };
    if (item.value.trim() === '') continue;
    if (Array.from(item.value).length > option.maxCharacters)
      return { ok: false, message: 'The text is too long. Shorten the text and try again.' };
    kept.push({ uid: option.uid, value: item.value });
  }
  return { ok: true, entered: kept };
}

/** What a line's entered options add to its unit price. */
export function enteredPrice(product: StandInProduct, entered: ReadonlyArray<EnteredOption>, currency: CurrencyCode): number {
  const options = printOptionsOf(product);
  return entered.reduce((sum, e) => {
    const option = options.find((o) => o.uid === e.uid);
    return sum + (option ? optionPrice(product, option, currency) : 0);
  }, 0);
}

/** Equal entered options (same options, same texts): Magento adds to an existing line only then. */
export function sameEntered(a: ReadonlyArray<EnteredOption>, b: ReadonlyArray<EnteredOption>): boolean {
  const key = (list: ReadonlyArray<EnteredOption>) =>
    JSON.stringify([...list].sort((x, y) => x.uid.localeCompare(y.uid)).map((e) => [e.uid, e.value]));
  return key(a) === key(b);
}

/** A cart item's `customizable_options` (QuoteGraphQl's SelectedCustomizableOption). */
export function selectedAnswer(product: StandInProduct, entered: ReadonlyArray<EnteredOption>, language: Language, currency: CurrencyCode) {
  const options = printOptionsOf(product);
  return entered.flatMap((e) => {
    const option = options.find((o) => o.uid === e.uid);
    if (!option) return [];
    return [
      {
        id: option.id,
        customizable_option_uid: option.uid,
        label: label(option.title, language),
        type: 'field',
        is_required: false,
        sort_order: option.sortOrder,
        values: [
          {
            id: option.id,
            customizable_option_value_uid: option.uid,
            label: '',
            value: e.value,
            price: { type: 'FIXED', units: currency === 'THB' ? '฿' : '£', value: optionPrice(product, option, currency) },
          },
        ],
      },
    ];
  });
}
