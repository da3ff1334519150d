import { describe, expect, it } from 'vitest';
import {
  enteredOptionsOf,
  mapLinePrint,
  mapPrintSettings,
  printOptionsOf,
  requestedPrint,
  type RawCustomizableOption,
} from './map-personalisation';

const field = (
  uid: string,
  sku: string | null,
  price: number,
  extra: Partial<RawCustomizableOption['value'] & object> = {},
): RawCustomizableOption => ({
  __typename: 'CustomizableFieldOption',
  uid,
  title: sku === 'name' ? 'ชื่อ' : 'Number',
  required: false,
  value: { uid: `${uid}-value`, sku, max_characters: sku === 'name' ? 12 : 2, price, price_type: 'FIXED', ...extra },
});

const OPTIONS = [field('opt-n', 'name', 15), field('opt-no', ' Number ', 0), field('opt-gift', 'gift-note', 2)];
const GBP = (value: number) => ({ value, currency: 'GBP' });

describe("a Magento product's print options (option SKU name and number)", () => {
  it('are recognised by the option SKU, whatever the title, and priced together', () => {
    expect(printOptionsOf(OPTIONS)).toMatchObject({
      name: { uid: 'opt-n', valueUid: 'opt-n-value', maxCharacters: 12 },
      number: { uid: 'opt-no' },
    });
    expect(mapPrintSettings(OPTIONS, GBP(64.99))).toEqual({ price: GBP(15), is_fixed_price: true });
  });

  it('make a product personalisable only when it has both, as text fields', () => {
    expect(mapPrintSettings([OPTIONS[0]!], GBP(64.99))).toBeNull();
    expect(mapPrintSettings([{ ...OPTIONS[0]!, __typename: 'CustomizableAreaOption' }, OPTIONS[1]!], GBP(64.99))).toBeNull();
    expect(mapPrintSettings(null, GBP(64.99))).toBeNull();
  });

  it('price a percentage option on the product price', () => {
    const options = [field('a', 'name', 10, { price_type: 'PERCENT' }), field('b', 'number', 0)];
    expect(mapPrintSettings(options, GBP(50))).toEqual({ price: GBP(5), is_fixed_price: false });
  });
});

describe("a Magento cart line's print", () => {
  it('comes from the chosen options matched to the product options, name first, each with its price', () => {
    const selected = [
      { customizable_option_uid: 'opt-no', label: 'Number', values: [{ value: '10', price: { value: 0, type: 'FIXED' } }] },
      { customizable_option_uid: 'opt-n', label: 'ชื่อ', values: [{ value: 'สมชาย', price: { value: 15, type: 'FIXED' } }] },
      {
        customizable_option_uid: 'opt-gift',
        label: 'Gift note',
        values: [{ value: 'Happy birthday', price: { value: 2, type: 'FIXED' } }],
      },
    ];
    expect(mapLinePrint(selected, OPTIONS, GBP(79.99))).toEqual([
      { type: 'name', value: 'สมชาย', price: GBP(15) },
      { type: 'number', value: '10', price: GBP(0) },
    ]);
  });

  it('is empty for a line without print values', () => {
    expect(mapLinePrint([], OPTIONS, GBP(10))).toEqual([]);
    expect(mapLinePrint(null, OPTIONS, GBP(10))).toEqual([]);
  });
});

describe('a print the shopper asks for', () => {
  it('is cleaned and checked by the spec rules before anything is sent', () => {
    expect(requestedPrint({ personalisation: { name: '  Som   Chai ', number: ' 7 ' } })).toEqual({
      ok: true,
      print: { name: 'Som Chai', number: '7' },
    });
    expect(requestedPrint({ personalisation: { name: '', number: '' } })).toEqual({ ok: true, print: {} });
    expect(requestedPrint({ personalisation: { name: 'R2D2' } })).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'personalisation.name', detail: 'printName' },
    });
    expect(requestedPrint({ personalisation: { name: 'ABCDEFGHIJKLM' } })).toMatchObject({ ok: false, error: { detail: 'printName' } });
    for (const number of ['0', '07', '100', 'x'])
      expect(requestedPrint({ personalisation: { number } })).toMatchObject({
        ok: false,
        error: { code: 'INVALID_INPUT', field: 'personalisation.number', detail: 'printNumber' },
      });
  });

  it("becomes entered_options of the fields' value uids", () => {
    expect(enteredOptionsOf({ name: 'SOMCHAI', number: '10' }, printOptionsOf(OPTIONS))).toEqual({
      ok: true,
      entered: [
        { uid: 'opt-n-value', value: 'SOMCHAI' },
        { uid: 'opt-no-value', value: '10' },
      ],
    });
  });

  it("is refused on a product without the print options, or longer than the shop's max characters", () => {
    expect(enteredOptionsOf({ number: '10' }, printOptionsOf([]))).toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'personalisation' },
    });
    const short = printOptionsOf([field('a', 'name', 0, { max_characters: 5 }), field('b', 'number', 0)]);
    expect(enteredOptionsOf({ name: 'SOMCHAI' }, short)).toMatchObject({ ok: false, error: { detail: 'printName' } });
    expect(enteredOptionsOf({ name: 'สมชาย' }, short)).toMatchObject({ ok: true });
  });
});
