import type { CustomerAddress, CustomerAddressInput, CustomerNewsletter, OrderList, OrderStatus } from '../account-types';
import type { CartAddress, CartItem, OrderSummary } from '../cart-types';
import type { Money } from '../types';
import { money } from './map-catalogue';
import { paymentKindOf } from './map-cart';
import type {
  RawCustomerAddress,
  RawCustomerAddressInput,
  RawCustomerOrder,
  RawCustomerOrderList,
  RawOrderAddress,
  RawOrderItem,
} from './raw-account-types';

/**
 * A saved address in the unified shape. Magento keeps the province of a Thai address (or the
 * county of a British one) as the region's name, the district as the city, as the cart does
 * (map-cart.ts); it has no field for the customs code or the Korean date of birth.
 */
export function mapCustomerAddress(raw: RawCustomerAddress | null | undefined): CustomerAddress | null {
  if (!raw || raw.id === null || raw.id === undefined || !raw.country_code) return null;
  return {
    id: String(raw.id),
    firstname: raw.firstname ?? '',
    lastname: raw.lastname ?? '',
    company: raw.company || null,
    street: (raw.street ?? []).filter((line): line is string => !!line),
    city: raw.city ?? '',
    region: raw.region?.region || raw.region?.region_code || null,
    postcode: raw.postcode ?? '',
    country_code: raw.country_code,
    telephone: raw.telephone ?? '',
    pccc: null,
    korea_dob: null,
    default_shipping: raw.default_shipping === true,
    default_billing: raw.default_billing === true,
  };
}

/** The address without its book flags (the customer's default delivery or billing address). */
export function plainAddress(address: CustomerAddress | undefined): CartAddress | null {
  if (!address) return null;
  const { id: _id, default_shipping: _s, default_billing: _b, ...rest } = address;
  return rest;
}

/**
 * The customer's addresses, the defaults first as the storefront lists them, and their telephone.
 * Magento keeps no telephone on the customer, only on addresses: the profile's telephone is the
 * default billing address's (Magento's own customer grid shows that one), else null
 * (docs/decisions/0061).
 */
export function addressBook(raws: ReadonlyArray<RawCustomerAddress | null> | null | undefined) {
  const addresses = (raws ?? []).map(mapCustomerAddress).filter((a): a is CustomerAddress => !!a);
  const billing = addresses.find((a) => a.default_billing);
  const shipping = addresses.find((a) => a.default_shipping);
  return {
    addresses,
    default_billing: plainAddress(billing),
    default_shipping: plainAddress(shipping),
    telephone: billing?.telephone || null,
    billingId: billing ? Number(billing.id) : null,
  };
}

/** What createCustomerAddress and updateCustomerAddress take from the address form (trimmed; the region by name). */
export function customerAddressInput(input: CustomerAddressInput): RawCustomerAddressInput {
  const a = input.address;
  const region = a.region?.trim();
  const company = a.company?.trim();
  return {
    firstname: a.firstname.trim(),
    lastname: a.lastname.trim(),
    ...(company ? { company } : {}),
    street: a.street.map((line) => line.trim()).filter(Boolean),
    city: a.city.trim(),
    ...(region ? { region: { region } } : {}),
    postcode: a.postcode.trim(),
    country_code: a.country_code.trim().toUpperCase(),
    telephone: a.telephone.trim(),
    ...(input.default_shipping !== undefined ? { default_shipping: input.default_shipping } : {}),
    ...(input.default_billing !== undefined ? { default_billing: input.default_billing } : {}),
  };
}

/** Magento's address ids are integers; anything else is no address of Magento's. */
export function addressIdOf(id: string): number | null {
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : null;
}

/**
 * Magento's order status (`CustomerOrder.status`, the status's label in the store view, or its
 * code) as the shopper reads it. A status the shop renamed or translated is `other`.
 */
const STATUSES: Record<string, OrderStatus> = {
  pending: 'payment_pending',
  pendingpayment: 'payment_pending',
  paymentreview: 'payment_pending',
  processing: 'paid',
  complete: 'shipped',
  canceled: 'cancelled',
  cancelled: 'cancelled',
  closed: 'cancelled',
};

export function orderStatusOf(status: string | null | undefined): OrderStatus {
  return STATUSES[(status ?? '').toLowerCase().replace(/[^a-z]/g, '')] ?? 'other';
}

/**
 * Magento's order status, told by its shipments: an order that has one has left, whatever its
 * payment (a cheque order shipped before it is invoiced stays "Processing" in Magento, and its
 * status is no word about the parcel). Cancelled and closed orders stay so.
 */
export function trackedStatusOf(status: string | null | undefined, shipped: boolean): OrderStatus {
  const read = orderStatusOf(status);
  return shipped && (read === 'payment_pending' || read === 'paid' || read === 'other') ? 'shipped' : read;
}

/** Magento's dates (`2026-12-06 09:30:00`, UTC) as ISO times; anything unreadable is null. */
export function isoDateOf(value: string | null | undefined): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})/.exec(value ?? '');
  if (!m) return null;
  const date = new Date(`${m[1]}T${m[2]}Z`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function mapOrderList(raw: RawCustomerOrderList | null | undefined, page: number, pageSize: number, currency: string): OrderList {
  const items = (raw?.items ?? []).filter((o): o is NonNullable<typeof o> => !!o);
  return {
    items: items.map((o) => ({
      number: o.number,
      status: trackedStatusOf(
        o.status,
        (o.shipments ?? []).some((s) => !!s),
      ),
      placed_at: isoDateOf(o.order_date),
      grand_total: money(o.total?.grand_total, currency),
      total_quantity: (o.items ?? []).reduce((n, i) => n + (i?.quantity_ordered ?? 0), 0),
    })),
    total_count: raw?.total_count ?? items.length,
    page,
    page_size: pageSize,
  };
}

const round = (n: number) => Math.round(n * 100) / 100;

function mapOrderAddress(raw: RawOrderAddress | null | undefined): CartAddress | null {
  if (!raw) return null;
  return {
    firstname: raw.firstname,
    lastname: raw.lastname,
    company: raw.company || null,
    street: raw.street.filter(Boolean),
    city: raw.city,
    region: raw.region || null,
    postcode: raw.postcode ?? '',
    country_code: raw.country_code ?? '',
    telephone: raw.telephone ?? '',
    pccc: null,
    korea_dob: null,
  };
}

/**
 * An order line. Magento 2.4.6's order items carry the price before tax and no picture: the price
 * with tax is worked out from the order's tax rate (one rate per order in this shop), and the
 * line has no thumbnail. A configurable product's line is its variant's SKU with the options chosen.
 */
function mapOrderItem(raw: RawOrderItem, taxRate: number, currency: string): CartItem {
  const quantity = raw.quantity_ordered ?? 0;
  const unit = money(raw.product_sale_price, currency);
  const row = round(unit.value * quantity);
  const discount = (raw.discounts ?? []).reduce((sum, d) => sum + (d?.amount?.value ?? 0), 0);
  const name = raw.product_name ?? raw.product_sku;
  const options = (raw.selected_options ?? []).filter((o): o is { label: string; value: string } => !!o);
  const configurable = raw.product_type === 'configurable';
  return {
    uid: raw.id,
    quantity,
    prices: {
      price: { value: round(unit.value * (1 + taxRate / 100)), currency: unit.currency },
      row_total: { value: row, currency: unit.currency },
      row_total_including_tax: { value: round(row * (1 + taxRate / 100)), currency: unit.currency },
      total_item_discount: { value: round(discount), currency: unit.currency },
      tax_percent: taxRate,
    },
    product: {
      uid: raw.product_sku,
      sku: raw.product_sku,
      name,
      url_key: raw.product_url_key ?? '',
      thumbnail: null,
      is_preorder: false,
      is_virtual: raw.product_type === 'virtual' || raw.product_type === 'downloadable',
      kind: configurable ? 'configurable' : raw.product_type === 'bundle' ? 'bundle' : 'simple',
      has_page: !!raw.product_url_key,
    },
    configured_variant: configurable
      ? {
          uid: raw.product_sku,
          sku: raw.product_sku,
          name,
          options: options.map((o) => ({ label: o.label, value: o.value })),
          thumbnail: null,
        }
      : null,
    personalisation_options: [],
    bundle_options: [],
    stock_status: 'IN_STOCK',
    max_quantity: null,
  };
}

/** One of the customer's orders, for its page in My Account and the thank-you page. */
export function mapCustomerOrder(raw: RawCustomerOrder, email: string | null, fallbackCurrency: string): OrderSummary {
  const total = raw.total;
  const currency = total?.grand_total?.currency ?? fallbackCurrency;
  const taxes = (total?.taxes ?? []).filter((t): t is NonNullable<typeof t> => !!t);
  const rate = taxes.length === 1 ? taxes[0]!.rate : 0;
  const items = (raw.items ?? []).filter((i): i is RawOrderItem => !!i).map((i) => mapOrderItem(i, rate, currency));
  const sum = (pick: (i: CartItem) => Money) => ({ value: round(items.reduce((n, i) => n + pick(i).value, 0)), currency });
  const grand = money(total?.grand_total, currency);
  const shipping = total?.shipping_handling?.amount_including_tax ?? total?.total_shipping;
  const payment = (raw.payment_methods ?? []).find((p) => !!p) ?? null;
  const shippingAddress = mapOrderAddress(raw.shipping_address);
  const [carrier, method] = (raw.shipping_method ?? '').split(' - ');
  const status = trackedStatusOf(
    raw.status,
    (raw.shipments ?? []).some((s) => !!s),
  );
  return {
    number: raw.number,
    state: status === 'cancelled' ? 'cancelled' : 'placed',
    status,
    placed_at: isoDateOf(raw.order_date),
    email,
    is_virtual: !shippingAddress,
    items,
    prices: {
      subtotal_excluding_tax: money(total?.subtotal, currency),
      subtotal_including_tax: sum((i) => i.prices.row_total_including_tax),
      applied_taxes: taxes.map((t) => ({ label: t.title, rate: t.rate, amount: money(t.amount, currency) })),
      discounts: (total?.discounts ?? [])
        .filter((d): d is NonNullable<typeof d> => !!d)
        .map((d) => ({ label: d.label, amount: money(d.amount, currency) })),
      giftcard_amount: { value: 0, currency },
      shipping_including_tax: money(shipping, currency),
      grand_total: grand,
      applied_loyalty_balance: { applied_balance: { value: 0, currency } },
      payable_total: grand,
    },
    applied_coupons: [],
    applied_gift_cards: [],
    shipping_address: shippingAddress,
    billing_address: mapOrderAddress(raw.billing_address),
    // Magento's order names the method by its titles ("Flat Rate - Fixed"), not its codes: the
    // titles stand for them (never empty, which the storefront would read as click & collect's
    // where the store config has none).
    shipping_method: raw.shipping_method
      ? {
          uid: raw.shipping_method,
          carrier_code: carrier?.trim() || raw.shipping_method,
          method_code: method?.trim() || raw.shipping_method,
          carrier_title: carrier?.trim() || raw.shipping_method,
          method_title: method?.trim() ?? '',
          description: '',
          amount: money(shipping, currency),
          amount_excluding_tax: money(total?.total_shipping, currency),
        }
      : null,
    payment_method: payment?.type ?? null,
    payment_kind: payment ? paymentKindOf(payment.type) : null,
    payments: [],
  };
}

/** Magento knows only whether the customer is subscribed; not when or from where. */
export function mapCustomerNewsletter(raw: { email: string | null; is_subscribed: boolean | null }): CustomerNewsletter | null {
  if (!raw.email) return null;
  return { email: raw.email, status: raw.is_subscribed ? 'SUBSCRIBED' : null, consent_at: null, consent_source: null };
}
