import { describe, expect, it } from 'vitest';
import type { ProductSummary } from '../types';
import { homeKitCollection, kitsCollection, ROOT } from './__fixtures__/catalogue';
import { deepestCollectionId, relatedFrom, relatedLimitOf } from './map-related';
import type { RawCollectionRef } from './raw-types';

const ref = (c: {
  id: string;
  name: string;
  slug: string;
  position: number;
  breadcrumbs: RawCollectionRef['breadcrumbs'];
}): RawCollectionRef => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
  position: c.position,
  breadcrumbs: c.breadcrumbs,
});

describe('deepestCollectionId', () => {
  it('picks the deepest collection whatever the order', () => {
    expect(deepestCollectionId([ref(kitsCollection), ref(homeKitCollection)])).toBe('3');
    expect(deepestCollectionId([ref(homeKitCollection), ref(kitsCollection)])).toBe('3');
  });

  it('breaks ties by position, then by id', () => {
    const away = { ...ref(homeKitCollection), id: '4', position: 1 };
    const sale = { ...ref(homeKitCollection), id: '12', position: 0 };
    expect(deepestCollectionId([away, ref(homeKitCollection)])).toBe('3');
    expect(deepestCollectionId([sale, ref(homeKitCollection)])).toBe('3');
  });

  it('is null without collections and never picks the root', () => {
    expect(deepestCollectionId([])).toBeNull();
    expect(deepestCollectionId([{ ...ROOT, position: 0, breadcrumbs: [ROOT] }])).toBeNull();
  });
});

describe('relatedFrom', () => {
  const tile = (uid: string) => ({ uid }) as ProductSummary;

  it('drops the product itself and keeps at most the limit', () => {
    expect(relatedFrom([tile('7'), tile('8'), tile('9')], '7', 2).map((p) => p.uid)).toEqual(['8', '9']);
    expect(relatedFrom([tile('8'), tile('9'), tile('10')], '7', 2).map((p) => p.uid)).toEqual(['8', '9']);
  });
});

describe('relatedLimitOf', () => {
  it('defaults to 8 and clamps to whole numbers from 0 to 99', () => {
    expect(relatedLimitOf(undefined)).toBe(8);
    expect(relatedLimitOf(Number.NaN)).toBe(8);
    expect(relatedLimitOf(4.9)).toBe(4);
    expect(relatedLimitOf(-3)).toBe(0);
    expect(relatedLimitOf(1000)).toBe(99);
  });
});
