import { describe, expect, it } from 'vitest';
import { isKeepable, keptFields, pageState, pageToRestore, PAGE_BEFORE_SIGN_IN_TTL_MS, type FieldFacts } from './page-before-sign-in';

const field = (over: Partial<FieldFacts>): FieldFacts => ({
  form: 'newsletter',
  name: 'email',
  tag: 'input',
  type: 'email',
  autocomplete: 'email',
  value: 'somchai@example.com',
  checked: false,
  keep: true,
  ...over,
});

describe('isKeepable', () => {
  it('keeps what a shopper typed or chose', () => {
    expect(isKeepable(field({}))).toBe(true);
    expect(isKeepable(field({ tag: 'textarea', type: 'textarea', name: 'review', autocomplete: '' }))).toBe(true);
    expect(isKeepable(field({ tag: 'select', type: 'select-one', name: 'country', autocomplete: 'shipping country' }))).toBe(true);
  });

  it('never keeps secrets, card data, hidden fields, buttons or a field marked not to be kept', () => {
    expect(isKeepable(field({ type: 'password', name: 'password' }))).toBe(false);
    expect(isKeepable(field({ type: 'hidden', name: 'csrf' }))).toBe(false);
    expect(isKeepable(field({ type: 'submit', name: 'go' }))).toBe(false);
    expect(isKeepable(field({ type: 'text', name: 'number', autocomplete: 'cc-number' }))).toBe(false);
    expect(isKeepable(field({ type: 'text', name: 'exp', autocomplete: 'billing cc-exp' }))).toBe(false);
    expect(isKeepable(field({ type: 'text', name: 'code', autocomplete: 'one-time-code' }))).toBe(false);
    expect(isKeepable(field({ type: 'text', name: 'cardNumber', autocomplete: 'off' }))).toBe(false);
    expect(isKeepable(field({ type: 'text', name: 'cvc', autocomplete: '' }))).toBe(false);
    expect(isKeepable(field({ keep: false }))).toBe(false);
    expect(isKeepable(field({ name: '' }))).toBe(false);
  });
});

describe('keptFields', () => {
  it('keeps checkboxes as ticked or not, and a radio group by its chosen button', () => {
    const kept = keptFields([
      field({}),
      field({ name: 'consent', type: 'checkbox', value: 'yes', checked: true }),
      field({ name: 'gift', type: 'checkbox', value: 'yes', checked: false }),
      field({ name: 'size', type: 'radio', value: 'S', checked: false }),
      field({ name: 'size', type: 'radio', value: 'M', checked: true }),
      field({ name: 'password', type: 'password', value: 'secret' }),
    ]);
    expect(kept).toEqual([
      { form: 'newsletter', name: 'email', value: 'somchai@example.com' },
      { form: 'newsletter', name: 'consent', value: 'yes', checked: true },
      { form: 'newsletter', name: 'gift', value: 'yes', checked: false },
      { form: 'newsletter', name: 'size', value: 'M', checked: true },
    ]);
    expect(JSON.stringify(kept)).not.toContain('secret');
  });

  it('leaves out a value too long to be a shopper’s, and stops at 100 fields', () => {
    expect(keptFields([field({ value: 'x'.repeat(2001) })])).toEqual([]);
    expect(keptFields(Array.from({ length: 150 }, (_, i) => field({ name: `f${i}` })))).toHaveLength(100);
  });
});

describe('pageToRestore', () => {
  const saved = pageState('/th/crest-mug', 1234.6, [field({})], 1_000_000);

  it('gives the page back on the same path within the time, scroll rounded', () => {
    expect(pageToRestore(JSON.stringify(saved), '/th/crest-mug', 1_000_000 + 60_000)).toEqual({
      path: '/th/crest-mug',
      scrollY: 1235,
      savedAt: 1_000_000,
      fields: [{ form: 'newsletter', name: 'email', value: 'somchai@example.com' }],
    });
  });

  it('gives nothing on another page, too late, from the future, or from anything unreadable', () => {
    expect(pageToRestore(JSON.stringify(saved), '/en/crest-mug', 1_000_100)).toBeNull();
    expect(pageToRestore(JSON.stringify(saved), '/th/crest-mug', 1_000_000 + PAGE_BEFORE_SIGN_IN_TTL_MS + 1)).toBeNull();
    expect(pageToRestore(JSON.stringify(saved), '/th/crest-mug', 999_000)).toBeNull();
    expect(pageToRestore(null, '/th/crest-mug', 1_000_100)).toBeNull();
    expect(pageToRestore('{oops', '/th/crest-mug', 1_000_100)).toBeNull();
    expect(pageToRestore(JSON.stringify({ ...saved, path: 'https://evil.example/' }), 'https://evil.example/', 1_000_100)).toBeNull();
    expect(pageToRestore(JSON.stringify({ ...saved, fields: 'x' }), '/th/crest-mug', 1_000_100)).toBeNull();
  });
});
