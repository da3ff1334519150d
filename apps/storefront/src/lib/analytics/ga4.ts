import type { Cart, CartItem, CategorySummary, OrderSummary, PaymentInput, ProductSummary } from '@talat/commerce/types';

/**
 * The connector's products, cart lines and orders as GA4's recommended e-commerce events
 * (`{ event, ecommerce: { currency, value, items } }`). Pure, so the server can build an event
 * into a page and the browser push it.
 *
 * - Money is in major units as numbers (THB 1,290.00 is `1290`, GBP 32.50 is `32.5`), rounded to
 *   the currency's two decimals, in the currency the shopper sees (THB on /th, GBP on /en).
 * - `item_id` is the product's uid: the same item through a list, its page, the cart and the
 *   order, in both languages. `item_variant` is the chosen variant's SKU (language-neutral),
 *   `item_name` the name the shopper read, `item_category` the first category, when known.
 * - `price` is the unit price with tax (the shop's prices include VAT), before discounts;
 *   `discount` what discounts take off one unit.
 * - Cart events' `value` is the lines' total after discounts; `purchase`'s is the order's grand
 *   total (what the shopper pays, tax and shipping included), with `tax` and `shipping` beside it.
 */
export interface Ga4Item {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_variant?: string;
  item_category?: string;
  discount?: number;
  index?: number;
  item_list_id?: string;
  item_list_name?: string;
}

export type Ga4EventName =
  | 'view_item_list'
  | 'view_item'
  | 'add_to_cart'
  | 'remove_from_cart'
  | 'view_cart'
  | 'begin_checkout'
  | 'add_shipping_info'
  | 'add_payment_info'
  | 'purchase';

export interface Ga4Ecommerce {
  currency: string;
  value?: number;
  items: Ga4Item[];
  item_list_id?: string;
  item_list_name?: string;
  coupon?: string;
  shipping_tier?: string;
  payment_type?: string;
  transaction_id?: string;
  tax?: number;
  shipping?: number;
}

export interface Ga4Event {
  event: Ga4EventName;
  ecommerce: Ga4Ecommerce;
}

/** A listing as GA4 names it: `category:<url path>` or `search`, and its heading. */
export interface ItemList {
  id: string;
  name: string;
}

/** The search listing: one list whatever was searched (the query may be personal and stays out). */
export const SEARCH_LIST: ItemList = { id: 'search', name: 'search' };

/** Major units rounded to two decimals (THB and GBP both have two), so sums carry no float dust. */
export function amount(value: number): number {
  return Math.round(value * 100) / 100;
}

const sum = (values: number[]) => amount(values.reduce((a, b) => a + b, 0));

/** A product (tile or page) as one item, at its lowest price (what the shopper sees first). */
export function productItem(product: ProductSummary & { categories?: readonly CategorySummary[] }, quantity = 1): Ga4Item {
  const category = product.categories?.[0]?.name;
  return {
    item_id: product.uid,
    item_name: product.name,
    price: amount(product.price_range.minimum_price.final_price.value),
    quantity,
    ...(category ? { item_category: category } : {}),
  };
}

/** A cart or order line as one item; `quantity` for a part of it (a quantity change). */
export function lineItem(line: CartItem, quantity = line.quantity): Ga4Item {
  const discount = line.quantity > 0 ? line.prices.total_item_discount.value / line.quantity : 0;
  return {
    item_id: line.product.uid,
    item_name: line.product.name,
    price: amount(line.prices.price.value),
    quantity,
    ...(line.configured_variant ? { item_variant: line.configured_variant.sku } : {}),
    ...(discount > 0 ? { discount: amount(discount) } : {}),
  };
}

/** What items are worth: unit price less discount, times quantity. */
export function itemsValue(items: readonly Ga4Item[]): number {
  return sum(items.map((i) => (i.price - (i.discount ?? 0)) * i.quantity));
}

/** `view_item_list`: a category or search listing's products, in the order shown. */
export function viewItemList(products: readonly ProductSummary[], list: ItemList, currency: string): Ga4Event {
  const items = products.map((p, index) => ({ ...productItem(p), index, item_list_id: list.id, item_list_name: list.name }));
  return {
    event: 'view_item_list',
    ecommerce: {
      currency: products[0]?.price_range.minimum_price.final_price.currency ?? currency,
      item_list_id: list.id,
      item_list_name: list.name,
      items,
    },
  };
}

/** `view_item`: the product page. */
export function viewItem(product: ProductSummary & { categories?: readonly CategorySummary[] }): Ga4Event {
  const item = productItem(product);
  return {
    event: 'view_item',
    ecommerce: { currency: product.price_range.minimum_price.final_price.currency, value: item.price, items: [item] },
  };
}

/** An event over some lines of a cart (`add_to_cart`, `remove_from_cart`) or all of them. */
export function linesEvent(event: Ga4EventName, items: Ga4Item[], currency: string, extra: Partial<Ga4Ecommerce> = {}): Ga4Event {
  return { event, ecommerce: { currency, value: itemsValue(items), ...extra, items } };
}

function cartExtras(cart: Pick<Cart, 'applied_coupons'>): Partial<Ga4Ecommerce> {
  const coupon = cart.applied_coupons.map((c) => c.code).join(',');
  return coupon ? { coupon } : {};
}

/** `view_cart` and `begin_checkout`: the whole cart. */
export function cartEvent(event: 'view_cart' | 'begin_checkout', cart: Cart): Ga4Event {
  return linesEvent(
    event,
    cart.items.map((l) => lineItem(l)),
    cart.prices.grand_total.currency,
    cartExtras(cart),
  );
}

/** `add_shipping_info`: the cart with its shipping method's code as the tier. */
export function addShippingInfo(cart: Cart): Ga4Event {
  const tier = cart.selected_shipping_method?.method_code;
  return linesEvent(
    'add_shipping_info',
    cart.items.map((l) => lineItem(l)),
    cart.prices.grand_total.currency,
    {
      ...cartExtras(cart),
      ...(tier ? { shipping_tier: tier } : {}),
    },
  );
}

/** `add_payment_info`: the cart with the way it is paid (`cheque`, `card`, `gift-card`, `promptpay` ...). */
export function addPaymentInfo(cart: Cart, paymentType: string): Ga4Event {
  return linesEvent(
    'add_payment_info',
    cart.items.map((l) => lineItem(l)),
    cart.prices.grand_total.currency,
    {
      ...cartExtras(cart),
      payment_type: paymentType,
    },
  );
}

/** The payment's type: the method (`cheque`, `card`, `gift-card`) or, for a provider's, the provider's type (`scheme`, `promptpay`). */
export function paymentTypeOf(payment: PaymentInput): string {
  return payment.method === 'online' ? payment.paymentMethod.type : payment.method;
}

/** `purchase`: the placed order, its number as the transaction id. */
export function purchase(order: OrderSummary): Ga4Event {
  const { prices } = order;
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.number,
      currency: prices.grand_total.currency,
      value: amount(prices.grand_total.value),
      tax: sum(prices.applied_taxes.map((t) => t.amount.value)),
      shipping: amount(prices.shipping_including_tax.value),
      ...cartExtras(order),
      items: order.items.map((l) => lineItem(l)),
    },
  };
}
