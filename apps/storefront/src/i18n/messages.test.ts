import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import th from '../../messages/th.json';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('message catalogues', () => {
  it('have the same keys in Thai and English', () => {
    expect(keys(th).sort()).toEqual(keys(en).sort());
  });
  it('have no empty strings', () => {
    const empty = (m: unknown) => keys(m).filter((k) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], m) === '');
    expect(empty(en)).toEqual([]);
    expect(empty(th)).toEqual([]);
  });
});
