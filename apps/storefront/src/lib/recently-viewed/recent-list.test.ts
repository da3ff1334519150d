import { describe, expect, it } from 'vitest';
import { MAX_VIEWED, parseViewed, readViewed, recordViewed, storageKey, withViewed, type ViewedProduct } from './recent-list';

const product = (n: number, extra: Partial<ViewedProduct> = {}): ViewedProduct => ({
  uid: `p${n}`,
  name: `Product ${n}`,
  url: `/en/product-${n}`,
  image: `/media/assets/p${n}.png?w=160&format=webp`,
  price: `£${n}.00`,
  currency: 'GBP',
  ...extra,
});

/** A localStorage stand-in. */
function memoryStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('the recently viewed list', () => {
  it('puts the product opened last first, once', () => {
    const list = withViewed(withViewed(withViewed([], product(1)), product(2)), product(1));
    expect(list.map((p) => p.uid)).toEqual(['p1', 'p2']);
  });

  it('keeps twelve, forgetting the oldest', () => {
    let list: ViewedProduct[] = [];
    for (let n = 1; n <= 15; n++) list = withViewed(list, product(n));
    expect(list).toHaveLength(MAX_VIEWED);
    expect(list[0]?.uid).toBe('p15');
    expect(list.at(-1)?.uid).toBe('p4');
  });

  it('keeps one list per language', () => {
    const store = memoryStore();
    recordViewed(store, 'en', product(1));
    recordViewed(store, 'th', product(2, { url: '/th/product-2', price: '฿2.00', currency: 'THB' }));
    expect(readViewed(store, 'en').map((p) => p.uid)).toEqual(['p1']);
    expect(readViewed(store, 'th').map((p) => p.uid)).toEqual(['p2']);
  });

  it('ignores what it cannot read: not JSON, not a list, entries of another shape or pointing elsewhere', () => {
    expect(parseViewed('{not json')).toEqual([]);
    expect(parseViewed('{"uid":"p1"}')).toEqual([]);
    expect(parseViewed(null)).toEqual([]);
    const stored = JSON.stringify([
      product(1),
      { uid: 'p2' },
      product(3, { url: 'https://elsewhere.example/p3' }),
      product(4, { url: '//elsewhere.example/p4' }),
      product(5, { image: 'javascript:alert(1)' }),
      product(1),
      'p6',
      null,
    ]);
    const list = parseViewed(stored);
    expect(list.map((p) => p.uid)).toEqual(['p1', 'p5']);
    expect(list[1]?.image).toBeNull();
  });

  it('starts again from a corrupt list, and shows the list when storage refuses it', () => {
    const store = memoryStore({ [storageKey('en')]: '[[[' });
    expect(recordViewed(store, 'en', product(1)).map((p) => p.uid)).toEqual(['p1']);
    expect(parseViewed(store.data.get(storageKey('en')) ?? null)).toEqual([product(1)]);
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(readViewed(refusing, 'en')).toEqual([]);
    expect(recordViewed(refusing, 'en', product(2)).map((p) => p.uid)).toEqual(['p2']);
    expect(recordViewed(null, 'en', product(3)).map((p) => p.uid)).toEqual(['p3']);
  });
});
