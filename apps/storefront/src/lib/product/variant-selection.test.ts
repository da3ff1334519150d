import { describe, expect, it } from 'vitest';
import { testProduct, variant } from './test-product';
import {
  cleanSelection,
  defaultSelection,
  findVariant,
  paramsWithSelection,
  selectionFromParams,
  selectValue,
  valueState,
} from './variant-selection';

const shirt = testProduct();

describe('findVariant', () => {
  it('returns the variant when every option is chosen', () => {
    expect(findVariant(shirt, { size: 'm', colour: 'red' })?.sku).toBe('SHIRT-M-RED');
  });
  it('returns null for a partial choice or a combination that does not exist', () => {
    expect(findVariant(shirt, { size: 'm' })).toBeNull();
    expect(findVariant(shirt, { size: 'm', colour: 'white' })).toBeNull();
  });
  it('returns the only variant of a product without options', () => {
    const simple = { configurable_options: [], variants: [variant('CAP', {}, 300)] };
    expect(findVariant(simple, {})?.sku).toBe('CAP');
  });
});

describe('valueState', () => {
  it('marks values out of stock when every matching variant is', () => {
    expect(valueState(shirt, {}, 'size', 'xxl')).toEqual({ available: false, reason: 'out-of-stock' });
  });
  it('marks combinations that do not exist as unavailable', () => {
    expect(valueState(shirt, { colour: 'white' }, 'size', 'm')).toEqual({ available: false, reason: 'unavailable' });
  });
  it('ignores the option’s own current value', () => {
    expect(valueState(shirt, { size: 's', colour: 'red' }, 'size', 'm')).toEqual({ available: true });
  });
});

describe('selectValue', () => {
  it('adds the value to the selection', () => {
    expect(selectValue(shirt, { colour: 'red' }, 'size', 'm')).toEqual({ size: 'm', colour: 'red' });
  });
  it('drops other values no variant combines with it', () => {
    expect(selectValue(shirt, { size: 'm', colour: 'red' }, 'colour', 'white')).toEqual({ colour: 'white' });
  });
});

describe('defaultSelection and cleanSelection', () => {
  it('chooses single-value options and the only variant', () => {
    const oneColour = testProduct({
      configurable_options: [{ uid: 'colour', attribute_code: 'colour', label: 'Colour', values: [{ uid: 'red', label: 'Red' }] }],
      variants: [variant('A', { colour: 'red' }, 1), variant('B', { colour: 'red' }, 2)],
    });
    expect(defaultSelection(oneColour)).toEqual({ colour: 'red' });
    const single = testProduct({ variants: [variant('ONLY', { size: 's', colour: 'red' }, 1)] });
    expect(defaultSelection(single)).toEqual({ size: 's', colour: 'red' });
    expect(defaultSelection(shirt)).toEqual({});
  });
  it('drops unknown options and values', () => {
    expect(cleanSelection(shirt, { size: 'xl', colour: 'red', nope: 'x' })).toEqual({ colour: 'red' });
  });
});

describe('selectionFromParams', () => {
  it('reads ?variant=<sku>', () => {
    expect(selectionFromParams(shirt, new URLSearchParams('variant=SHIRT-S-WHITE'))).toEqual({ size: 's', colour: 'white' });
  });
  it('reads option parameters and ignores junk', () => {
    expect(selectionFromParams(shirt, { size: 'm', colour: ['<script>'] })).toEqual({ size: 'm' });
  });
  it('falls back to the default for unknown SKUs and impossible combinations', () => {
    expect(selectionFromParams(shirt, { variant: 'NOPE' })).toEqual({});
    expect(selectionFromParams(shirt, { size: 'm', colour: 'white' })).toEqual({});
  });
});

describe('paramsWithSelection', () => {
  it('writes the variant SKU and keeps other parameters', () => {
    const params = paramsWithSelection(shirt, { size: 'm', colour: 'red' }, new URLSearchParams('reviews-page=2&size=s'));
    expect(params.toString()).toBe('reviews-page=2&variant=SHIRT-M-RED');
  });
  it('writes a partial choice as option parameters', () => {
    expect(paramsWithSelection(shirt, { size: 's' }, new URLSearchParams('variant=X')).toString()).toBe('size=s');
  });
  it('round-trips through selectionFromParams', () => {
    const selection = { size: 's', colour: 'white' };
    expect(selectionFromParams(shirt, paramsWithSelection(shirt, selection, new URLSearchParams()))).toEqual(selection);
  });
});
