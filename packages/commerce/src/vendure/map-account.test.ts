import { describe, expect, it } from 'vitest';
import {
  mapConsentRecord,
  mapCustomerNewsletter,
  mapCustomerReviews,
  mapLoyalty,
  mapNewsletterAnswer,
  mapOrderList,
  mapWishlist,
  pageSlice,
} from './map-account';
import { orderStatusOf } from './map-order-status';

describe('pageSlice', () => {
  it('turns a page into skip and take, within bounds', () => {
    expect(pageSlice(3, 10, 10, 50)).toEqual({ page: 3, pageSize: 10, skip: 20, take: 10 });
    expect(pageSlice(undefined, undefined, 10, 50)).toEqual({ page: 1, pageSize: 10, skip: 0, take: 10 });
    expect(pageSlice(0, 500, 10, 50)).toEqual({ page: 1, pageSize: 50, skip: 0, take: 50 });
  });
});

describe('mapOrderList', () => {
  it('maps orders to history lines with the total in major units', () => {
    const list = mapOrderList(
      {
        totalItems: 12,
        items: [
          {
            code: 'T1',
            state: 'PaymentSettled',
            orderPlacedAt: '2026-11-01T10:00:00Z',
            totalWithTax: 229000,
            totalQuantity: 2,
            currencyCode: 'THB',
          },
        ],
      },
      { page: 2, pageSize: 10 },
    );
    expect(list).toEqual({
      items: [
        {
          number: 'T1',
          status: 'paid',
          placed_at: '2026-11-01T10:00:00Z',
          grand_total: { value: 2290, currency: 'THB' },
          total_quantity: 2,
        },
      ],
      total_count: 12,
      page: 2,
      page_size: 10,
    });
  });
});

describe('orderStatusOf', () => {
  it('reads the engine states a shopper can see', () => {
    expect(
      ['PaymentAuthorized', 'PaymentSettled', 'Shipped', 'PartiallyShipped', 'Delivered', 'Cancelled', 'Modifying'].map(orderStatusOf),
    ).toEqual(['payment_pending', 'paid', 'shipped', 'shipped', 'delivered', 'cancelled', 'other']);
  });
});

describe('mapCustomerReviews', () => {
  it('gives each review its state and its product link (none when the product is gone)', () => {
    const base = {
      createdAt: '2026-11-02T00:00:00Z',
      productId: '1',
      nickname: 'Nok',
      summary: 'Good',
      text: 'Fits well.',
      averageRating: 4,
    };
    const list = mapCustomerReviews(
      {
        totalItems: 2,
        items: [
          { ...base, id: 'r1', hidden: false, product: { id: '1', name: 'Home Shirt', slug: 'home-shirt' } },
          { ...base, id: 'r2', hidden: true, product: null },
        ],
      },
      { page: 1, pageSize: 10 },
    );
    expect(list.items.map((r) => [r.id, r.state, r.product?.url_key ?? null])).toEqual([
      ['r1', 'PUBLISHED', 'home-shirt'],
      ['r2', 'HIDDEN', null],
    ]);
  });
});

describe('mapWishlist', () => {
  it('makes a tile of each product with its price range, stock and chosen variant', () => {
    const wishlist = mapWishlist({
      totalItems: 1,
      items: [
        {
          createdAt: '2026-11-03T00:00:00Z',
          productId: '7',
          productVariant: { id: '71', sku: 'SHIRT-M' },
          product: {
            id: '7',
            slug: 'home-shirt',
            name: 'Home Shirt',
            featuredAsset: { preview: 'http://engine/assets/shirt.jpg' },
            variants: [
              { id: '70', sku: 'SHIRT-S', priceWithTax: 229000, compareAtPrice: null, currencyCode: 'THB', stockLevel: '0' },
              { id: '71', sku: 'SHIRT-M', priceWithTax: 249000, compareAtPrice: null, currencyCode: 'THB', stockLevel: '12' },
            ],
            optionGroups: [{ id: 'size' }],
            customFields: { kind: null, preorder: false, virtual: false },
            reviewSummary: { averageRating: 4.5, totalCount: 2 },
          },
        },
      ],
    } as never);
    const line = wishlist.items[0]!;
    expect(line.variant).toEqual({ uid: '71', sku: 'SHIRT-M' });
    expect(line.product).toMatchObject({
      uid: '7',
      url_key: 'home-shirt',
      name: 'Home Shirt',
      kind: 'configurable',
      stock_status: 'IN_STOCK',
      review_count: 2,
    });
    expect(line.product.price_range.minimum_price.final_price).toEqual({ value: 2290, currency: 'THB' });
    expect(line.product.price_range.maximum_price.final_price).toEqual({ value: 2490, currency: 'THB' });
  });
});

describe('newsletter and loyalty', () => {
  it('keeps known outcomes and statuses, and reads an unknown outcome as an invalid link', () => {
    expect(mapNewsletterAnswer({ outcome: 'CONFIRMED', status: 'SUBSCRIBED' })).toEqual({ outcome: 'CONFIRMED', status: 'SUBSCRIBED' });
    expect(mapNewsletterAnswer({ outcome: 'SOMETHING_NEW', status: 'WEIRD' })).toEqual({ outcome: 'INVALID_TOKEN', status: null });
    expect(mapCustomerNewsletter({ emailAddress: 'a@b.co', status: null, consentAt: null, consentSource: null })).toEqual({
      email: 'a@b.co',
      status: null,
      consent_at: null,
      consent_source: null,
    });
  });
  it('maps the points history, leaving out kinds it does not know', () => {
    expect(
      mapLoyalty({
        points: 91,
        entries: [
          { createdAt: 't', kind: 'accrual', points: 91, orderCode: 'T1' },
          { createdAt: 't', kind: 'bonus', points: 5, orderCode: null },
        ],
      }),
    ).toEqual({ points: 91, entries: [{ kind: 'accrual', points: 91, order_number: 'T1', created_at: 't' }] });
  });
});

describe('mapConsentRecord', () => {
  it("answers the recorded choice with the engine's time", () => {
    expect(mapConsentRecord({ at: '2026-12-06T07:00:00.000Z', noticeVersion: 1, analytics: false, marketing: true })).toEqual({
      notice_version: 1,
      analytics: false,
      marketing: true,
      recorded_at: '2026-12-06T07:00:00.000Z',
    });
  });
});
