import { describe, expect, it } from 'vitest';
import {
  distinctEntries,
  isoTime,
  mapCustomerReviews,
  mapGuestWishlist,
  mapWishlist,
  wishlistErrorCode,
  wishlistItemInput,
} from './map-wishlist';
import type { RawCustomerReview, RawWishlistItem, RawWishlistProduct } from './queries/wishlist';

const money = (value: number) => ({ value, currency: 'THB' });
const bound = (value: number) => ({ final_price: money(value), regular_price: money(value) });

function product(sku: string, typename = 'SimpleProduct', extra: Partial<RawWishlistProduct> = {}): RawWishlistProduct {
  return {
    __typename: typename,
    uid: `uid-${sku}`,
    sku,
    name: `Name ${sku}`,
    url_key: sku.toLowerCase(),
    stock_status: 'IN_STOCK',
    only_x_left_in_stock: null,
    rating_summary: 80,
    review_count: 2,
    thumbnail: null,
    price_range: { minimum_price: bound(490), maximum_price: bound(490) },
    ...extra,
  };
}

function line(id: string, added_at: string, p: RawWishlistProduct | null, extra: Partial<RawWishlistItem> = {}): RawWishlistItem {
  return { __typename: 'SimpleWishlistItem', id, added_at, product: p, ...extra };
}

describe('Magento wishlist mapping', () => {
  it('maps the customer list newest first, each product once, with a configurable line’s variant', () => {
    const shirt = product('SHIRT', 'ConfigurableProduct');
    const wishlist = mapWishlist(
      {
        id: '7',
        items_v2: {
          items: [
            line('1', '2026-12-01 09:00:00', product('MUG')),
            line('2', '2026-12-02 09:00:00', shirt, {
              __typename: 'ConfigurableWishlistItem',
              child_sku: 'SHIRT-M',
              configurable_options: [{ configurable_product_option_value_uid: 'size-m' }],
            }),
            // An older line of the same product (Magento keeps a product per option set): the newest stands.
            line('3', '2026-11-30 09:00:00', shirt, {
              __typename: 'ConfigurableWishlistItem',
              child_sku: 'SHIRT-L',
              configurable_options: [],
            }),
            // A product Magento no longer shows.
            line('4', '2026-12-03 09:00:00', null),
            null,
          ],
        },
      },
      'THB',
    );
    expect(wishlist.items.map((l) => [l.product.uid, l.variant, l.added_at])).toEqual([
      ['SHIRT', { uid: 'SHIRT|size-m', sku: 'SHIRT-M' }, '2026-12-02T09:00:00.000Z'],
      ['MUG', null, '2026-12-01T09:00:00.000Z'],
    ]);
    expect(wishlist.items[1]!.product).toMatchObject({ sku: 'MUG', kind: 'simple', rating_summary: 4, name: 'Name MUG' });
    expect(mapWishlist(undefined, 'THB')).toEqual({ items: [] });
  });

  it('orders lines added in the same second by their id, the newest first', () => {
    const at = '2026-12-01 09:00:00';
    const wishlist = mapWishlist({ id: '1', items_v2: { items: [line('8', at, product('A')), line('9', at, product('B'))] } }, 'THB');
    expect(wishlist.items.map((l) => l.product.uid)).toEqual(['B', 'A']);
  });

  it('reads a guest’s list in their order, leaving out unknown products and variants that are not the product’s', () => {
    const shirt = product('SHIRT', 'ConfigurableProduct', {
      variants: [
        { attributes: [{ uid: 'size-m' }, { uid: 'colour-red' }], product: { sku: 'SHIRT-M-RED' } },
        { attributes: [{ uid: 'size-l' }, { uid: 'colour-red' }], product: { sku: 'SHIRT-L-RED' } },
      ],
    });
    const now = '2026-12-06T10:00:00.000Z';
    const wishlist = mapGuestWishlist(
      [
        { product_uid: 'SHIRT', variant_uid: 'SHIRT|colour-red,size-l' },
        { product_uid: 'GONE' },
        { product_uid: 'MUG', variant_uid: 'OTHER|size-m' },
      ],
      [product('MUG'), shirt],
      'THB',
      now,
    );
    expect(wishlist.items.map((l) => [l.product.uid, l.variant, l.added_at])).toEqual([
      ['SHIRT', { uid: 'SHIRT|colour-red,size-l', sku: 'SHIRT-L-RED' }, now],
      ['MUG', null, now],
    ]);
    expect(mapGuestWishlist([{ product_uid: 'SHIRT', variant_uid: 'SHIRT|size-s' }], [shirt], 'THB', now).items[0]!.variant).toBeNull();
  });

  it('keeps each guest product once, up to the limit', () => {
    expect(
      distinctEntries(
        [{ product_uid: 'A' }, { product_uid: 'B', variant_uid: 'B|x' }, { product_uid: 'A' }, { product_uid: '' }, { product_uid: 'C' }],
        2,
      ),
    ).toEqual([{ product_uid: 'A' }, { product_uid: 'B', variant_uid: 'B|x' }]);
  });

  it('sends a product by SKU, and a configurable’s variant as its chosen option values', () => {
    expect(wishlistItemInput({ product_uid: 'MUG' })).toEqual({ sku: 'MUG', quantity: 1 });
    expect(wishlistItemInput({ product_uid: 'SHIRT', variant_uid: 'SHIRT|size-m,colour-red' })).toEqual({
      sku: 'SHIRT',
      quantity: 1,
      selected_options: ['size-m', 'colour-red'],
    });
    // A variant of another product is not sent with this one.
    expect(wishlistItemInput({ product_uid: 'SHIRT', variant_uid: 'SCARF|size-m' })).toEqual({ sku: 'SHIRT', quantity: 1 });
  });

  it('maps user errors to the connector’s codes', () => {
    expect(wishlistErrorCode([])).toBeNull();
    expect(wishlistErrorCode(undefined)).toBeNull();
    expect(wishlistErrorCode([{ code: 'PRODUCT_NOT_FOUND', message: 'The product does not exist' }])).toBe('PRODUCT_NOT_FOUND');
    expect(wishlistErrorCode([{ code: 'UNDEFINED', message: 'The option is required' }])).toBe('INVALID_INPUT');
  });

  it('reads Magento’s times as ISO 8601 and leaves others as they are', () => {
    expect(isoTime('2026-12-06 10:11:12')).toBe('2026-12-06T10:11:12.000Z');
    expect(isoTime('2026-12-06T10:11:12Z')).toBe('2026-12-06T10:11:12Z');
  });
});

describe('Magento customer reviews mapping', () => {
  const review = (summary: string, created_at: string, published: boolean): RawCustomerReview => ({
    nickname: 'Dao',
    summary,
    text: 'Light and comfortable',
    created_at,
    average_rating: 90,
    ratings_breakdown: [{ name: 'Quality', value: '5' }],
    product: {
      sku: 'SHIRT',
      name: 'Home shirt',
      url_key: 'home-shirt',
      reviews: { items: published ? [{ nickname: 'Dao', summary, created_at }] : [{ nickname: 'Noi', summary, created_at }] },
    },
  });

  it('tells published reviews from those waiting for the shop’s approval, with their product', () => {
    const list = mapCustomerReviews(
      {
        items: [review('Great', '2026-12-02 10:00:00', false), review('Good', '2026-12-01 10:00:00', true), null],
        page_info: { total_pages: 1 },
      },
      1,
      10,
      'th',
    );
    expect(list).toMatchObject({ total_count: 2, page: 1, page_size: 10 });
    expect(list.items).toEqual([
      {
        id: 'SHIRT-2026-12-02 10:00:00-0',
        created_at: '2026-12-02T10:00:00.000Z',
        product: { uid: 'SHIRT', name: 'Home shirt', url_key: 'home-shirt' },
        summary: 'Great',
        text: 'Light and comfortable',
        nickname: 'Dao',
        average_rating: 4.5,
        state: 'PENDING',
      },
      expect.objectContaining({ summary: 'Good', state: 'PUBLISHED' }),
    ]);
  });

  it('counts the reviews from Magento’s pages: full pages before, this page’s reviews on the last', () => {
    const items = Array.from({ length: 3 }, (_, i) => review(`R${i}`, `2026-12-0${i + 1} 10:00:00`, true));
    expect(mapCustomerReviews({ items, page_info: { total_pages: 4 } }, 2, 3, 'en').total_count).toBe(12);
    expect(mapCustomerReviews({ items: items.slice(0, 1), page_info: { total_pages: 4 } }, 4, 3, 'en').total_count).toBe(10);
    expect(mapCustomerReviews({ items: [], page_info: { total_pages: 0 } }, 1, 3, 'en')).toEqual({
      items: [],
      total_count: 0,
      page: 1,
      page_size: 3,
    });
    const gone = { ...review('Old', '2026-01-01 10:00:00', true), product: null };
    expect(mapCustomerReviews({ items: [gone], page_info: { total_pages: 1 } }, 1, 3, 'en').items[0]).toMatchObject({
      product: null,
      state: 'PENDING',
    });
  });
});
