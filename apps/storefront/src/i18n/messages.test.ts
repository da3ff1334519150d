import { describe, expect, it } from 'vitest';
import en from '../../messages/en.json';
import enListing from '../../messages/en/listing.json';
import enProduct from '../../messages/en/product.json';
import enCheckout from '../../messages/en/checkout.json';
import enAddress from '../../messages/en/address.json';
import enCart from '../../messages/en/cart.json';
import th from '../../messages/th.json';
import thListing from '../../messages/th/listing.json';
import thProduct from '../../messages/th/product.json';
import thCheckout from '../../messages/th/checkout.json';
import thAddress from '../../messages/th/address.json';
import thCart from '../../messages/th/cart.json';
import { catalogues } from './messages';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const files = { shell: [en, th], listing: [enListing, thListing], product: [enProduct, thProduct], checkout: [enCheckout, thCheckout], address: [enAddress, thAddress], cart: [enCart, thCart] } as const;

describe('message catalogues', () => {
  for (const [name, [english, thai]] of Object.entries(files)) {
    it(`${name}: Thai and English have the same keys`, () => {
      expect(keys(thai).sort()).toEqual(keys(english).sort());
    });
  }

  it('no top-level namespace appears in two files', () => {
    const namespaces = Object.values(files).flatMap(([english]) => Object.keys(english));
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });

  it('have no empty strings', async () => {
    for (const load of Object.values(catalogues)) {
      const merged = await load();
      const empty = keys(merged).filter((k) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], merged) === '');
      expect(empty).toEqual([]);
    }
  });

  it('Thai strings are written in Thai', async () => {
    const merged = await catalogues.th();
    const strings = keys(merged).map((k) => k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], merged));
    const thai = strings.filter((s) => typeof s === 'string' && /[\u0E00-\u0E7F]/.test(s));
    expect(thai.length / strings.length).toBeGreaterThan(0.8);
  });
});
