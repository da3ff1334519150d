import { isAdyenEnvironment } from '@talat/rules/adyen-environment';
import { keptKoreaDob, type AddressKind } from '@talat/rules/korea-dob';
import { orderStatusOf } from './map-order-status';
import type {
  AppliedGiftCard,
  Cart,
  CartAddress,
  CartAddressInput,
  CartBundleOption,
  CartItem,
  CartPrices,
  CartState,
  OrderPayment,
  OrderSummary,
  AdyenClient,
  PaymentAction,
  PaymentClient,
  PaymentKind,
  PaymentMethod,
  PersonalisationOption,
  ShippingMethod,
} from '../cart-types';
import { mapImage } from './map-image';
import { toMoney } from './map-money';
import { parseBundleComponents, productKindOf } from './map-custom-fields';
import { mapStockLevel } from './map-stock';
import type {
  RawCreateAddressInput,
  RawOrder,
  RawOrderAddress,
  RawOrderLine,
  RawPayment,
  RawPaymentMethodQuote,
  RawShippingMethodQuote,
} from './raw-cart-types';

/** Largest quantity of one line the storefront offers (the API contract's limit). */
export const MAX_LINE_QUANTITY = 999;

/** The gift card payment method's code (gift-cards plugin). */
export const GIFT_CARD_METHOD = 'talat-gift-card';
/** Payment method codes on the engine (test-card-payments plugin and the seeded cheque). */
export const CARD_METHOD = 'talat-test-card';
export const CHEQUE_METHOD = 'checkmo';
/** The engine's Adyen method (its adyen-payments plugin): cards and PromptPay in Adyen's drop-in. */
export const ONLINE_METHOD = 'talat-adyen';
export const LOYALTY_METHOD = 'talat-loyalty';

const PLACED_STATES = new Set([
  'PaymentAuthorized',
  'PaymentSettled',
  'PartiallyShipped',
  'Shipped',
  'PartiallyDelivered',
  'Delivered',
  'ArrangingAdditionalPayment',
  'Modifying',
]);

export function cartStateOf(state: string): CartState {
  if (state === 'AddingItems') return 'adding_items';
  if (state === 'ArrangingPayment') return 'arranging_payment';
  if (state === 'Cancelled') return 'cancelled';
  return PLACED_STATES.has(state) ? 'placed' : 'other';
}

export function isPlacedState(state: string): boolean {
  return cartStateOf(state) === 'placed';
}

/**
 * Vendure keeps one `fullName`: first name, a space, last name. Reading it back splits at the
 * first space (a first name with a space in it moves its second word to the last name).
 */
export function splitFullName(fullName: string | null | undefined): { firstname: string; lastname: string } {
  const name = (fullName ?? '').trim().replace(/\s+/g, ' ');
  const space = name.indexOf(' ');
  return space < 0 ? { firstname: name, lastname: '' } : { firstname: name.slice(0, space), lastname: name.slice(space + 1) };
}

export function mapAddress(raw: RawOrderAddress | null | undefined): CartAddress | null {
  if (!raw || !raw.streetLine1) return null;
  return {
    ...splitFullName(raw.fullName),
    company: raw.company || null,
    street: [raw.streetLine1, raw.streetLine2].filter((s): s is string => !!s),
    city: raw.city ?? '',
    region: raw.province || null,
    postcode: raw.postalCode ?? '',
    country_code: raw.countryCode ?? '',
    telephone: raw.phoneNumber ?? '',
    pccc: raw.customFields?.pccc || null,
    korea_dob: raw.customFields?.koreaDob || null,
  };
}

/**
 * The form's address to Vendure's: names joined into `fullName`, street lines 1 and 2 (further
 * lines are joined to line 2 with ", "), region -> province, `pccc` and `korea_dob` -> the address
 * custom fields `pccc` and `koreaDob` (null clears them). The date of birth is kept only where it is
 * asked for: on a shipping address in South Korea (`kind`; an address book entry counts as one, as
 * the checkout offers it for shipping).
 */
export function addressInputOf(input: CartAddressInput, kind: AddressKind = 'shipping'): RawCreateAddressInput {
  const street = input.street.map((s) => s.trim()).filter(Boolean);
  const raw: RawCreateAddressInput = {
    fullName: `${input.firstname.trim()} ${input.lastname.trim()}`.trim(),
    streetLine1: street[0] ?? '',
    city: input.city.trim(),
    postalCode: input.postcode.trim(),
    countryCode: input.country_code.trim().toUpperCase(),
    phoneNumber: input.telephone.trim(),
  };
  if (street.length > 1) raw.streetLine2 = street.slice(1).join(', ');
  if (input.company?.trim()) raw.company = input.company.trim();
  if (input.region?.trim()) raw.province = input.region.trim();
  raw.customFields = { pccc: input.pccc?.trim() || null, koreaDob: keptKoreaDob(input.korea_dob, { kind, country: raw.countryCode }) };
  return raw;
}

/** Most units the shopper can have of a variant: its numeric stock level (capped), 0 when out, else null. */
export function maxQuantityOf(stockLevel: string): number | null {
  const stock = mapStockLevel(stockLevel);
  if (stock.stock_status === 'OUT_OF_STOCK') return 0;
  const units = /^\d+$/.test(stockLevel.trim()) ? Number(stockLevel) : null;
  return units === null ? null : Math.min(units, MAX_LINE_QUANTITY);
}

/**
 * The line's print: a `name` and / or `number` option. The print price (the product's, in the
 * cart currency) is charged once per unit whatever is printed: it sits on the first option, the
 * other carries 0.
 */
export function mapPersonalisationOptions(line: RawOrderLine, currency: string): PersonalisationOption[] {
  const fields = line.customFields;
  const product = line.productVariant.product.customFields;
  const printed = [
    { type: 'name', value: fields?.personalisationName?.trim() ?? '' },
    { type: 'number', value: fields?.personalisationNumber?.trim() ?? '' },
  ].filter((o) => o.value !== '');
  const minor = currency === 'THB' ? product?.printPriceThb : currency === 'GBP' ? product?.printPriceGbp : null;
  const price = typeof minor === 'number' && minor > 0 ? minor : 0;
  return printed.map((o, i) => ({ ...o, price: toMoney(i === 0 ? price : 0, currency) }));
}

/** A bundle's items: the line's chosen items (labels from the product), else the product's components. */
export function mapBundleOptions(line: RawOrderLine, locale: string): CartBundleOption[] {
  const components = parseBundleComponents(line.productVariant.product.customFields?.bundleComponents, locale);
  const chosen = parseBundleComponents(line.customFields?.bundleOptions, locale);
  if (chosen.length === 0) return components;
  return chosen.map((c) => ({ ...c, label: components.find((p) => p.sku === c.sku)?.label ?? c.label }));
}

export function mapCartItem(line: RawOrderLine, currency: string, locale: string): CartItem {
  const variant = line.productVariant;
  const product = variant.product;
  const fields = product.customFields;
  const kind = productKindOf(fields, { optionGroupCount: variant.options.length, variantCount: 1 });
  const thumbnail = mapImage(line.featuredAsset ?? variant.featuredAsset ?? product.featuredAsset, product.name, 'thumb');
  const money = (minor: number) => toMoney(minor, currency);
  return {
    uid: line.id,
    quantity: line.quantity,
    prices: {
      price: money(line.unitPriceWithTax),
      row_total: money(line.linePrice),
      row_total_including_tax: money(line.linePriceWithTax),
      total_item_discount: money(Math.max(0, line.linePriceWithTax - line.discountedLinePriceWithTax)),
      tax_percent: line.taxRate,
    },
    product: {
      uid: product.id,
      sku: variant.sku,
      name: product.name,
      url_key: product.slug,
      thumbnail,
      is_preorder: fields?.preorder === true,
      is_virtual: fields?.virtual === true,
      kind,
      has_page: fields?.visibility !== 'none',
    },
    configured_variant:
      variant.options.length > 0
        ? {
            uid: variant.id,
            sku: variant.sku,
            name: variant.name,
            options: variant.options.map((o) => ({ label: o.group?.name ?? o.code, value: o.name })),
            thumbnail: mapImage(variant.featuredAsset ?? product.featuredAsset, variant.name, 'thumb'),
          }
        : null,
    personalisation_options: mapPersonalisationOptions(line, currency),
    bundle_options: kind === 'bundle' ? mapBundleOptions(line, locale) : [],
    stock_status: mapStockLevel(variant.stockLevel).stock_status,
    max_quantity: maxQuantityOf(variant.stockLevel),
  };
}

/**
 * A discount's label in the shopper's language. The engine writes a discount's description when
 * it prices the order, in that request's language, so a coupon applied on /en stays English on
 * /th; the order's promotions are named in the language of this request, so the label comes from
 * the promotion behind the discount, and the stored description only when there is none.
 */
export function discountLabel(order: Pick<RawOrder, 'promotions'>, discount: RawOrder['discounts'][number]): string {
  const promotion = order.promotions.find((p) => `PROMOTION:${p.id}` === discount.adjustmentSource);
  return promotion?.name || discount.description;
}

export function mapCartPrices(order: RawOrder): CartPrices {
  const money = (minor: number) => toMoney(minor, order.currencyCode);
  const sum = (pick: (l: RawOrderLine) => number) => order.lines.reduce((total, l) => total + pick(l), 0);
  return {
    subtotal_excluding_tax: money(sum((l) => l.linePrice)),
    subtotal_including_tax: money(sum((l) => l.linePriceWithTax)),
    applied_taxes: order.taxSummary
      .filter((t) => t.taxTotal !== 0)
      .map((t) => ({ label: t.description, rate: t.taxRate, amount: money(t.taxTotal) })),
    discounts: order.discounts.map((d) => ({ label: discountLabel(order, d), amount: money(Math.abs(d.amountWithTax)) })),
    giftcard_amount: money(order.giftCardTotal),
    shipping_including_tax: money(order.shippingWithTax),
    grand_total: money(order.totalWithTax),
    applied_loyalty_balance: { applied_balance: money(order.loyalty?.appliedAmount ?? 0) },
    payable_total: money(Math.max(0, order.payableTotal - (order.loyalty?.appliedAmount ?? 0))),
  };
}

export function mapShippingMethod(quote: RawShippingMethodQuote, currency: string): ShippingMethod {
  return {
    uid: quote.id,
    carrier_code: quote.code,
    method_code: quote.code,
    carrier_title: quote.name,
    method_title: quote.name,
    description: quote.description,
    amount: toMoney(quote.priceWithTax, currency),
    amount_excluding_tax: toMoney(quote.price, currency),
  };
}

/**
 * What an engine payment method is: by its code for the engine's own methods, and online for any
 * method with an Adyen client (a lender's own method, `adyen-clearpay`).
 */
export function paymentKindOf(code: string, client: PaymentClient | null = null): PaymentKind {
  if (code === CARD_METHOD) return 'card';
  if (code === CHEQUE_METHOD) return 'cheque';
  if (code === ONLINE_METHOD || client?.provider === 'adyen') return 'online';
  if (code === GIFT_CARD_METHOD) return 'gift-card';
  if (code === LOYALTY_METHOD) return 'loyalty';
  return 'other';
}

export function mapPaymentMethod(quote: RawPaymentMethodQuote): PaymentMethod {
  const client = paymentClientOf(quote.client);
  return {
    code: quote.code,
    kind: paymentKindOf(quote.code, client),
    title: quote.name,
    description: quote.description,
    is_eligible: quote.isEligible,
    eligibility_message: quote.eligibilityMessage ?? null,
    client,
  };
}

/** A provider client this storefront can mount; anything else (an unknown provider, a bad URL) is none. */
export function paymentClientOf(raw: unknown): PaymentClient | null {
  if (!raw || typeof raw !== 'object') return null;
  const { provider, tokenUrl } = raw as Record<string, unknown>;
  if (provider === 'test-card' && typeof tokenUrl === 'string' && /^https?:\/\/[^\s]+$/.test(tokenUrl)) return { provider, tokenUrl };
  if (provider === 'adyen') return adyenClientOf(raw as Record<string, unknown>);
  return null;
}

const isText = (value: unknown, max = 64): value is string => typeof value === 'string' && value.length > 0 && value.length <= max;

function adyenClientOf(raw: Record<string, unknown>): AdyenClient | null {
  const { clientKey, environment, countryCode, locale, amount, paymentMethodsResponse } = raw;
  if (!isText(clientKey, 128) || !/^(test|live)_\w+$/.test(clientKey)) return null;
  if (!isAdyenEnvironment(environment)) return null;
  if (!isText(countryCode, 2) || !isText(locale, 16)) return null;
  const money = amount as { currency?: unknown; value?: unknown } | null;
  if (!money || !isText(money.currency, 3) || typeof money.value !== 'number' || !Number.isInteger(money.value) || money.value < 0)
    return null;
  const list = (paymentMethodsResponse as { paymentMethods?: unknown } | null)?.paymentMethods;
  if (!Array.isArray(list)) return null;
  const paymentMethods = list.flatMap((m: unknown) => {
    const { type, name, brands } = (m ?? {}) as Record<string, unknown>;
    if (!isText(type) || !isText(name, 200)) return [];
    const known = Array.isArray(brands) ? brands.filter((b): b is string => isText(b)) : undefined;
    return [{ type, name, ...(known ? { brands: known } : {}) }];
  });
  return {
    provider: 'adyen',
    clientKey,
    environment,
    countryCode,
    locale,
    amount: { currency: money.currency, value: money.value },
    paymentMethodsResponse: { paymentMethods },
  };
}

function selectedShippingOf(order: RawOrder): ShippingMethod | null {
  const line = order.shippingLines[0];
  if (!line) return null;
  return mapShippingMethod({ ...line.shippingMethod, price: line.price, priceWithTax: line.priceWithTax }, order.currencyCode);
}

function mapGiftCards(order: RawOrder): AppliedGiftCard[] {
  return order.appliedGiftCards.map((g) => ({
    gift_card_code: g.code,
    gift_card_masked: g.masked,
    applied_amount: toMoney(g.appliedAmount, g.currencyCode || order.currencyCode),
    balance: toMoney(g.balance, g.currencyCode || order.currencyCode),
  }));
}

export function mapCart(order: RawOrder, locale: string): Cart {
  const items = order.lines.map((l) => mapCartItem(l, order.currencyCode, locale));
  const nonEmpty = items.length > 0;
  return {
    id: order.code,
    email: order.customer?.emailAddress ?? null,
    is_virtual: nonEmpty && items.every((i) => i.product.is_virtual),
    is_giftcard_only: nonEmpty && items.every((i) => i.product.kind === 'giftcard'),
    total_quantity: order.totalQuantity,
    items,
    applied_coupons: order.couponCodes.map((code) => ({ code })),
    applied_gift_cards: mapGiftCards(order),
    loyalty_accrual: order.loyalty?.accrualPoints
      ? [
          {
            title: 'points',
            rate: order.loyalty.rate.spendPerPoint / 100,
            points: order.loyalty.accrualPoints,
            amount: toMoney(order.loyalty.accrualAmount, order.currencyCode),
          },
        ]
      : [],
    loyalty: order.loyalty
      ? {
          balance: order.loyalty.balance,
          applied: order.loyalty.applied,
          points_applied: order.loyalty.pointsApplied,
          point_value: toMoney(order.loyalty.rate.pointValue, order.currencyCode),
        }
      : null,
    prices: mapCartPrices(order),
    shipping_address: mapAddress(order.shippingAddress),
    billing_address: mapAddress(order.billingAddress),
    selected_shipping_method: selectedShippingOf(order),
    state: cartStateOf(order.state),
  };
}

const SUCCESSFUL_PAYMENT = new Set(['Authorized', 'Settled']);

/** The Shop API shows a payment's `metadata.public` only, as `{ public: { brand, last4, ... } }`. */
function cardOf(payment: RawPayment): { brand: string; last4: string } | null {
  const raw = payment.metadata ?? {};
  const pub = raw.public;
  const meta = pub && typeof pub === 'object' ? (pub as Record<string, unknown>) : raw;
  const brand = typeof meta.brand === 'string' ? meta.brand : null;
  const last4 = typeof meta.last4 === 'string' ? meta.last4 : null;
  return brand && last4 ? { brand, last4 } : null;
}

export function mapOrderSummary(order: RawOrder, locale: string): OrderSummary {
  const cart = mapCart(order, locale);
  const payments: OrderPayment[] = (order.payments ?? [])
    .filter((p) => SUCCESSFUL_PAYMENT.has(p.state))
    .map((p) => ({
      method: p.method,
      kind: paymentKindOf(p.method),
      amount: toMoney(p.amount, order.currencyCode),
      state: p.state,
      card: cardOf(p),
    }));
  const main = payments.find((p) => p.kind !== 'gift-card' && p.kind !== 'loyalty') ?? payments[0];
  return {
    number: order.code,
    state: cart.state,
    status: orderStatusOf(order.state),
    placed_at: order.orderPlacedAt ?? null,
    email: cart.email,
    is_virtual: cart.is_virtual,
    items: cart.items,
    prices: cart.prices,
    applied_coupons: cart.applied_coupons,
    applied_gift_cards: cart.applied_gift_cards,
    shipping_address: cart.shipping_address,
    billing_address: cart.billing_address,
    shipping_method: cart.selected_shipping_method,
    payment_method: main?.method ?? null,
    payment_kind: main?.kind ?? null,
    payments,
  };
}

/** The gift card payment made on this order, if any (then the cards cannot change). */
export function hasGiftCardPayment(order: RawOrder): boolean {
  return (order.payments ?? []).some((p) => p.method === GIFT_CARD_METHOD && SUCCESSFUL_PAYMENT.has(p.state));
}

/** Where an action brings the shopper back, and in which language the provider's page speaks. */
export interface ReturnTo {
  url: string;
  lang: string;
}

/**
 * The newest payment waiting for the shopper, and what their browser does next: a talat-test-card
 * payment in ChallengePending goes to its challenge page (told where to come back); a provider's
 * payment in ActionPending carries its own action in its public metadata.
 */
export function pendingActionOf(order: RawOrder, returnTo?: ReturnTo): { paymentId: string; action: PaymentAction } | null {
  for (const payment of [...(order.payments ?? [])].reverse()) {
    if (payment.state === 'ChallengePending' && typeof payment.testCardChallengeUrl === 'string' && payment.testCardChallengeUrl) {
      const url = new URL(payment.testCardChallengeUrl);
      if (returnTo) {
        url.searchParams.set('returnUrl', returnTo.url);
        url.searchParams.set('lang', returnTo.lang);
      }
      return { paymentId: payment.id, action: { type: 'redirect', method: 'GET', url: url.toString() } };
    }
    const action = (payment.metadata?.public as { action?: unknown } | undefined)?.action;
    if (
      payment.state === 'ActionPending' &&
      action &&
      typeof action === 'object' &&
      typeof (action as { type?: unknown }).type === 'string'
    ) {
      return { paymentId: payment.id, action: action as PaymentAction };
    }
  }
  return null;
}
