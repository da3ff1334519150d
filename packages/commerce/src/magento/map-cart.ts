import type {
  Cart,
  CartAddress,
  CartAddressInput,
  CartItem,
  CartPrices,
  OrderSummary,
  PaymentKind,
  PaymentMethod,
  ShippingMethod,
} from '../cart-types';
import type { Money } from '../types';
import { image, money } from './map-catalogue';
import { mapLinePrint } from './map-personalisation';
import type { RawCart, RawCartAddress, RawCartAddressInput, RawCartItem, RawPaymentMethod, RawShippingMethod } from './raw-types';

/** Magento's payment method codes by kind: `checkmo` is "Check / Money order". */
// The Adyen module's methods are paid through Adyen's drop-in (adyen-payments.ts).
const PAYMENT_KINDS: Record<string, PaymentKind> = { checkmo: 'cheque', free: 'gift-card', adyen_cc: 'online', adyen_promptpay: 'online' };

export function paymentKindOf(code: string): PaymentKind {
  return PAYMENT_KINDS[code] ?? 'other';
}

function zero(currency: string): Money {
  return { value: 0, currency };
}

function cartCurrency(raw: RawCart, fallback: string): string {
  return raw.prices?.grand_total?.currency ?? fallback;
}

export function mapAddress(raw: RawCartAddress | null | undefined): CartAddress | null {
  if (!raw) return null;
  return {
    firstname: raw.firstname,
    lastname: raw.lastname,
    company: raw.company || null,
    street: raw.street,
    city: raw.city,
    region: raw.region?.label || raw.region?.code || null,
    postcode: raw.postcode ?? '',
    country_code: raw.country.code,
    telephone: raw.telephone ?? '',
    pccc: null,
    // Magento Open Source has no address attribute for the recipient's date of birth (nor for the
    // customs code): the Magento backend does not keep `korea_dob`, and addressInput leaves it out.
    korea_dob: null,
  };
}

export function addressInput(input: CartAddressInput): RawCartAddressInput {
  return {
    firstname: input.firstname,
    lastname: input.lastname,
    ...(input.company ? { company: input.company } : {}),
    street: input.street,
    city: input.city,
    ...(input.region ? { region: input.region } : {}),
    postcode: input.postcode,
    country_code: input.country_code,
    telephone: input.telephone,
    save_in_address_book: false,
  };
}

function mapItem(raw: RawCartItem, currency: string): CartItem {
  const p = raw.prices;
  const name = raw.product.name ?? raw.product.sku;
  const variant = raw.configured_variant;
  const unit = money(p?.price_including_tax, currency);
  const rowIncl = money(p?.row_total_including_tax, currency);
  const rowExcl = money(p?.row_total, currency);
  return {
    uid: raw.uid,
    quantity: raw.quantity,
    prices: {
      price: unit,
      row_total: rowExcl,
      row_total_including_tax: rowIncl,
      total_item_discount: money(p?.total_item_discount, currency),
      tax_percent: rowExcl.value > 0 ? Math.round(((rowIncl.value - rowExcl.value) / rowExcl.value) * 1000) / 10 : 0,
    },
    product: {
      uid: raw.product.sku,
      sku: raw.product.sku,
      name,
      url_key: raw.product.url_key ?? '',
      thumbnail: image(raw.product.thumbnail, name),
      is_preorder: false,
      is_virtual: raw.product.__typename === 'VirtualProduct',
      kind: raw.__typename === 'ConfigurableCartItem' ? 'configurable' : raw.__typename === 'BundleCartItem' ? 'bundle' : 'simple',
      has_page: !!raw.product.url_key,
    },
    configured_variant: variant
      ? {
          uid: variant.uid,
          sku: variant.sku ?? '',
          name: variant.name ?? name,
          options: (raw.configurable_options ?? []).map((o) => ({ label: o.option_label, value: o.value_label })),
          thumbnail: image(variant.thumbnail, name),
        }
      : null,
    personalisation_options: mapLinePrint(raw.customizable_options, raw.product.options, unit),
    bundle_options: (raw.bundle_options ?? []).flatMap((o) =>
      o.values.map((v) => ({ sku: v.uid, label: `${o.label}: ${v.label}`, quantity: v.quantity })),
    ),
    stock_status: raw.product.stock_status === 'OUT_OF_STOCK' ? 'OUT_OF_STOCK' : 'IN_STOCK',
    max_quantity: raw.product.only_x_left_in_stock ?? null,
  };
}

/**
 * Magento's applied taxes carry a label and an amount, no rate: the rate is the one the label
 * names ("VAT 7%"), else, for a cart's only tax, what the amount is of the total before it.
 */
export function taxRateOf(label: string, amount: number, taxedTotal: number | null): number {
  const named = /(\d+(?:\.\d+)?)\s*%/.exec(label);
  if (named) return Number(named[1]);
  if (taxedTotal === null || taxedTotal - amount <= 0 || amount <= 0) return 0;
  return Math.round((amount / (taxedTotal - amount)) * 1000) / 10;
}

function mapPrices(raw: RawCart, currency: string): CartPrices {
  const prices = raw.prices;
  const grand = money(prices?.grand_total, currency);
  const subtotalIncl = money(prices?.subtotal_including_tax, currency);
  const discounts = (prices?.discounts ?? [])
    .filter((d): d is NonNullable<typeof d> => !!d)
    .map((d) => ({ label: d.label, amount: money(d.amount, currency) }));
  const shipping = raw.shipping_addresses[0]?.selected_shipping_method?.amount;
  return {
    subtotal_excluding_tax: money(prices?.subtotal_excluding_tax, currency),
    subtotal_including_tax: subtotalIncl,
    applied_taxes: (prices?.applied_taxes ?? []).map((t, _, all) => ({
      label: t.label,
      rate: taxRateOf(t.label, t.amount?.value ?? 0, all.length === 1 ? grand.value : null),
      amount: money(t.amount, currency),
    })),
    discounts,
    giftcard_amount: zero(currency),
    shipping_including_tax: money(shipping, currency),
    grand_total: grand,
    applied_loyalty_balance: { applied_balance: zero(currency) },
    payable_total: grand,
  };
}

export function mapShippingMethod(
  raw: RawShippingMethod | NonNullable<RawCartAddress['selected_shipping_method']>,
  currency: string,
): ShippingMethod {
  const full = raw as RawShippingMethod;
  const amount = money(full.price_incl_tax ?? raw.amount, currency);
  return {
    uid: `${raw.carrier_code}|${raw.method_code ?? ''}`,
    carrier_code: raw.carrier_code,
    method_code: raw.method_code ?? '',
    carrier_title: raw.carrier_title,
    method_title: raw.method_title ?? '',
    description: '',
    amount,
    amount_excluding_tax: money(full.price_excl_tax ?? raw.amount, currency),
  };
}

export function parseShippingUid(uid: string): { carrier_code: string; method_code: string } | null {
  const [carrier_code, method_code] = uid.split('|');
  return carrier_code && method_code ? { carrier_code, method_code } : null;
}

export function mapCart(raw: RawCart, fallbackCurrency: string): Cart {
  const currency = cartCurrency(raw, fallbackCurrency);
  const items = (raw.items ?? []).filter((i): i is RawCartItem => !!i).map((i) => mapItem(i, currency));
  const shipping = raw.shipping_addresses[0] ?? null;
  return {
    id: raw.id,
    email: raw.email ?? null,
    is_virtual: items.length > 0 && raw.is_virtual,
    is_giftcard_only: false,
    total_quantity: raw.total_quantity ?? 0,
    items,
    applied_coupons: (raw.applied_coupons ?? []).filter((c): c is { code: string } => !!c),
    applied_gift_cards: [],
    loyalty_accrual: [],
    loyalty: null,
    prices: mapPrices(raw, currency),
    shipping_address: mapAddress(shipping),
    billing_address: mapAddress(raw.billing_address),
    selected_shipping_method: shipping?.selected_shipping_method ? mapShippingMethod(shipping.selected_shipping_method, currency) : null,
    state: 'adding_items',
  };
}

export function mapPaymentMethod(raw: RawPaymentMethod): PaymentMethod {
  return {
    code: raw.code,
    kind: paymentKindOf(raw.code),
    title: raw.title,
    description: '',
    is_eligible: true,
    eligibility_message: null,
    client: null,
  };
}

/**
 * The thank-you page's order, from the cart as it was paid: Magento Open Source 2.4.6 has no
 * query a guest can read a placed order with (`guestOrder` came in 2.4.7).
 */
export function orderFromCart(cart: Cart, number: string, paymentCode: string, placedAt: string): OrderSummary {
  return {
    number,
    state: 'placed',
    status: 'payment_pending',
    placed_at: placedAt,
    email: cart.email,
    is_virtual: cart.is_virtual,
    items: cart.items,
    prices: cart.prices,
    applied_coupons: cart.applied_coupons,
    applied_gift_cards: [],
    shipping_address: cart.shipping_address,
    billing_address: cart.billing_address,
    shipping_method: cart.selected_shipping_method,
    payment_method: paymentCode,
    payment_kind: paymentKindOf(paymentCode),
    payments: [],
  };
}
