import type { Cart, CartItem, OrderSummary, ProductDetails } from '@talat/commerce/types';

/** Carts, orders and products for the analytics tests, in THB or GBP. */
export const money = (value: number, currency: string) => ({ value, currency });

export function line(uid: string, quantity: number, unit: number, currency: string, extra: Partial<CartItem> = {}): CartItem {
  return {
    uid,
    quantity,
    prices: {
      price: money(unit, currency),
      row_total: money(unit * quantity, currency),
      row_total_including_tax: money(unit * quantity, currency),
      total_item_discount: money(0, currency),
      tax_percent: 7,
    },
    product: {
      uid: `p-${uid}`,
      sku: `SKU-${uid}`,
      name: `Product ${uid}`,
      url_key: `product-${uid}`,
      thumbnail: null,
      is_preorder: false,
      is_virtual: false,
      kind: 'simple',
      has_page: true,
    },
    configured_variant: null,
    personalisation_options: [],
    bundle_options: [],
    stock_status: 'IN_STOCK',
    max_quantity: null,
    ...extra,
  };
}

export function cartOf(items: CartItem[], currency: string, id = 'CART1'): Cart {
  const zero = money(0, currency);
  const total = money(
    items.reduce((s, l) => s + l.prices.price.value * l.quantity - l.prices.total_item_discount.value, 0),
    currency,
  );
  return {
    id,
    email: null,
    is_virtual: false,
    is_giftcard_only: false,
    total_quantity: items.reduce((s, l) => s + l.quantity, 0),
    items,
    applied_coupons: [],
    applied_gift_cards: [],
    loyalty_accrual: [],
    loyalty: null,
    prices: {
      subtotal_excluding_tax: total,
      subtotal_including_tax: total,
      applied_taxes: [],
      discounts: [],
      giftcard_amount: zero,
      shipping_including_tax: zero,
      grand_total: total,
      applied_loyalty_balance: { applied_balance: zero },
      payable_total: total,
    },
    shipping_address: null,
    billing_address: null,
    selected_shipping_method: null,
    state: 'adding_items',
  };
}

export function orderOf(cart: Cart, number: string, patch: Partial<OrderSummary['prices']>): OrderSummary {
  return {
    number,
    state: 'placed',
    status: 'paid',
    placed_at: '2026-12-06T07:00:00.000Z',
    email: 'somchai@talat.example',
    is_virtual: false,
    items: cart.items,
    prices: { ...cart.prices, ...patch },
    applied_coupons: cart.applied_coupons,
    applied_gift_cards: [],
    shipping_address: null,
    billing_address: null,
    shipping_method: null,
    payment_method: 'cheque',
    payment_kind: 'cheque',
    payments: [],
  };
}

export function productOf(currency: string, price: number): ProductDetails {
  const bound = { final_price: money(price, currency), regular_price: money(price, currency) };
  return {
    uid: '42',
    id: '42',
    sku: 'TFC-HOME-S',
    name: 'Home Shirt 2026',
    url_key: 'home-shirt-2026',
    kind: 'configurable',
    thumbnail: null,
    price_range: { minimum_price: bound, maximum_price: bound },
    price_converted_from: null,
    sold_in_currency: true,
    stock_status: 'IN_STOCK',
    only_x_left_in_stock: null,
    is_preorder: false,
    is_virtual: false,
    rating_summary: 0,
    review_count: 0,
    description: '',
    past24_hr_buying: 0,
    media_gallery: [],
    categories: [{ uid: '7', name: 'Kits', url_key: 'kits', url_path: 'kits', position: 1 }],
    configurable_options: [],
    variants: [],
    bundle_components: [],
    personalisation: null,
    meta_title: '',
    meta_description: '',
  };
}
