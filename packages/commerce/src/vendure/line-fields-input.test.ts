import { describe, expect, it } from 'vitest';
import { lineFieldsOf } from './line-fields-input';

describe('lineFieldsOf', () => {
  it('sends nothing for a plain item or blank print fields', () => {
    expect(lineFieldsOf({})).toEqual({ ok: true });
    expect(lineFieldsOf({ personalisation: { name: '  ', number: '' }, bundle_options: [] })).toEqual({ ok: true });
  });
  it('trims a valid name and number', () => {
    expect(lineFieldsOf({ personalisation: { name: ' Som  Chai ', number: ' 10 ' } })).toEqual({
      ok: true,
      customFields: { personalisationName: 'Som Chai', personalisationNumber: '10' },
    });
    expect(lineFieldsOf({ personalisation: { name: 'สมชาย' } })).toEqual({ ok: true, customFields: { personalisationName: 'สมชาย' } });
  });
  it('refuses names with other characters or over 12 characters, and numbers outside 1-99', () => {
    expect(lineFieldsOf({ personalisation: { name: 'R2D2' } })).toEqual({ ok: false, problem: 'name' });
    expect(lineFieldsOf({ personalisation: { name: 'ABCDEFGHIJKLM' } })).toEqual({ ok: false, problem: 'name' });
    for (const n of ['0', '07', '100', 'x'])
      expect(lineFieldsOf({ personalisation: { number: n } })).toEqual({ ok: false, problem: 'number' });
  });
  it('serialises bundle items in SKU order and refuses bad ones', () => {
    expect(
      lineFieldsOf({
        bundle_options: [
          { sku: 'B', quantity: 1 },
          { sku: 'A', quantity: 2 },
        ],
      }),
    ).toEqual({
      ok: true,
      customFields: { bundleOptions: '[{"sku":"A","quantity":2},{"sku":"B","quantity":1}]' },
    });
    expect(lineFieldsOf({ bundle_options: [{ sku: 'A', quantity: 0 }] })).toEqual({ ok: false, problem: 'bundle_options' });
    expect(
      lineFieldsOf({
        bundle_options: [
          { sku: 'A', quantity: 1 },
          { sku: 'A', quantity: 1 },
        ],
      }),
    ).toEqual({ ok: false, problem: 'bundle_options' });
  });
});
