/**
 * Unified cart and checkout model (spec section 3), written for the storefront. Money in major
 * units with its currency, like the rest of the model. Expected failures (stock, coupons, gift
 * cards, payments) are values, never exceptions: `{ ok: false, error: { code, message } }`.
 *
 * Sessions: the connector reads the shopper's cart session from `CommerceContext.customerToken`
 * (for a guest it is the cart session token, for a customer their login token). A connector
 * method that made the backend issue a new session returns it as `sessionToken`: the caller
 * stores it (cart cookie) and sends it as `customerToken` from then on.
 */
import type { AdyenEnvironment } from '@talat/rules/adyen-environment';
import type { NamedResult } from './result';
import type { OrderStatus } from './account-types';
import type { Image, Money, ProductKind, StockStatus } from './types';

export interface AppliedCoupon {
  code: string;
}

export interface AppliedGiftCard {
  gift_card_code: string;
  /** e.g. TALAT-GC-****-1000: show this, never the code. */
  gift_card_masked: string;
  /** What the card pays of this cart (a projection until the order is paid). */
  applied_amount: Money;
  /** The card's balance in the cart currency now. */
  balance: Money;
}

/** "You will earn N points" (`title` names the programme's rule; the storefront words it). Empty for a guest. */
export interface LoyaltyAccrual {
  title: string;
  rate: number;
  points: number;
  amount: Money;
}

export interface CartTax {
  label: string;
  /** Percent, e.g. 7. */
  rate: number;
  amount: Money;
}

export interface CartDiscount {
  label: string;
  /** Positive: what the discount takes off, tax included. */
  amount: Money;
}

export interface CartPrices {
  /** Sum of the lines before discounts. */
  subtotal_excluding_tax: Money;
  subtotal_including_tax: Money;
  applied_taxes: CartTax[];
  discounts: CartDiscount[];
  /** Paid (or to be paid) by applied gift cards. */
  giftcard_amount: Money;
  shipping_including_tax: Money;
  /** The order total, tax included, after discounts and shipping; gift cards do not lower it. */
  grand_total: Money;
  /** Paid (or to be paid) with loyalty points (spec: applied_loyalty_balance.applied_balance). */
  applied_loyalty_balance: { applied_balance: Money };
  /** grand_total - giftcard_amount - applied loyalty balance (never below 0): what the card or cheque must pay. */
  payable_total: Money;
}

/** The signed-in customer's points on this cart (null for a guest, or when loyalty is off). */
export interface CartLoyalty {
  /** The customer's points now. */
  balance: number;
  /** The customer chose to pay with points. */
  applied: boolean;
  /** The points that pay this cart (a projection until payment) and what they pay. */
  points_applied: number;
  /** What one point pays. */
  point_value: Money;
}

export interface CartItemProduct {
  uid: string;
  sku: string;
  name: string;
  url_key: string;
  thumbnail: Image | null;
  is_preorder: boolean;
  is_virtual: boolean;
  kind: ProductKind;
  /** False for a product listed nowhere (visibility none, such as the gift-wrap service): it has no page to link to. */
  has_page: boolean;
}

export interface ConfiguredVariantOption {
  /** Option name, e.g. "Size". */
  label: string;
  /** Chosen value, e.g. "M". */
  value: string;
}

export interface ConfiguredVariant {
  uid: string;
  sku: string;
  name: string;
  options: ConfiguredVariantOption[];
  thumbnail: Image | null;
}

export interface PersonalisationOption {
  /** `name` or `number`. */
  type: string;
  value: string;
  price: Money;
}

export interface CartBundleOption {
  sku: string;
  label: string;
  quantity: number;
}

export interface CartItemPrices {
  /** Unit price, tax included, before discounts. */
  price: Money;
  row_total: Money;
  row_total_including_tax: Money;
  /** What discounts take off this line, tax included (0 without). */
  total_item_discount: Money;
  /** The line's VAT rate in percent: 0 for a line sold without VAT, such as a gift card (a multi-purpose voucher). */
  tax_percent: number;
}

export interface CartItem {
  uid: string;
  quantity: number;
  prices: CartItemPrices;
  product: CartItemProduct;
  /** The chosen variant of a configurable product (null for simple products). */
  configured_variant: ConfiguredVariant | null;
  personalisation_options: PersonalisationOption[];
  bundle_options: CartBundleOption[];
  stock_status: StockStatus;
  /** Most the shopper can have of this line, when the backend tells (low stock); else null. */
  max_quantity: number | null;
}

/** An address on the cart or order. Field names follow spec section 3. */
export interface CartAddress {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  region: string | null;
  postcode: string;
  country_code: string;
  telephone: string;
  /** Postal customs clearance code (null when the backend cannot keep it). */
  pccc: string | null;
  /**
   * The recipient's date of birth, `YYYY-MM-DD`, that Korean customs ask for: only on a shipping
   * address in South Korea (@talat/rules/korea-dob); null elsewhere or when the backend cannot keep it.
   */
  korea_dob: string | null;
}

/** What the address form sends (form fields of section 3 mapped to these names). */
export interface CartAddressInput {
  firstname: string;
  lastname: string;
  company?: string;
  street: string[];
  city: string;
  region?: string;
  postcode: string;
  country_code: string;
  telephone: string;
  pccc?: string;
  /** Required on a shipping address in South Korea, dropped on any other address. */
  korea_dob?: string;
}

export interface ShippingMethod {
  /** Backend id: pass it to setShippingMethod. */
  uid: string;
  carrier_code: string;
  method_code: string;
  carrier_title: string;
  method_title: string;
  description: string;
  /** Tax included. */
  amount: Money;
  amount_excluding_tax: Money;
}

/**
 * What a payment method is, whatever the backend calls it: the storefront decides by kind (the
 * card form, the cheque's text, gift cards paying it all, a provider's drop-in for `online`) and
 * treats `code` as opaque.
 */
export type PaymentKind = 'card' | 'online' | 'cheque' | 'gift-card' | 'loyalty' | 'other';

export interface PaymentMethod {
  /** The backend's code, sent back when the shopper chooses it. */
  code: string;
  kind: PaymentKind;
  title: string;
  /** Plain text or HTML from the backend, e.g. the cheque's payable-to text. */
  description: string;
  is_eligible: boolean;
  eligibility_message: string | null;
  /** What the browser mounts to take this method, or null when it needs nothing (the cheque). */
  client: PaymentClient | null;
}

/**
 * A payment provider's client: where the shopper's browser sends what they enter, so that card
 * data goes to the provider and never through the shop's servers (issue 32). Public settings
 * only. `test-card`: the engine's test card provider takes the card at `tokenUrl` and answers a
 * single-use token, which placeOrder pays with.
 */
export type PaymentClient = { provider: 'test-card'; tokenUrl: string } | AdyenClient;

/**
 * Adyen's drop-in, as the engine configures it for this shopper's cart (public settings only):
 * the client key, the environment, and Adyen's own answer to `/paymentMethods` for the cart's
 * amount, currency and country, which the drop-in takes as it is.
 */
export interface AdyenClient {
  provider: 'adyen';
  clientKey: string;
  /** The drop-in's environment: `test`, or the live region of the merchant's account (`live`, `live-us`, `live-au`, `live-apse`, `live-in`). */
  environment: AdyenEnvironment;
  countryCode: string;
  /** th-TH or en-GB. */
  locale: string;
  /** Minor units, as Adyen counts them. */
  amount: { currency: string; value: number };
  paymentMethodsResponse: { paymentMethods: { type: string; name: string; brands?: string[] }[] };
}

/** Where the cart is: shopping, at payment (after a first place-order attempt), placed, cancelled. */
export type CartState = 'adding_items' | 'arranging_payment' | 'placed' | 'cancelled' | 'other';

export interface Cart {
  /** The backend's cart / order reference (Vendure: the order code). */
  id: string;
  email: string | null;
  /** Every item is virtual (no shipping needed); false for an empty cart. */
  is_virtual: boolean;
  /** Every item is a gift card; false for an empty cart. */
  is_giftcard_only: boolean;
  total_quantity: number;
  items: CartItem[];
  applied_coupons: AppliedCoupon[];
  applied_gift_cards: AppliedGiftCard[];
  loyalty_accrual: LoyaltyAccrual[];
  loyalty: CartLoyalty | null;
  prices: CartPrices;
  shipping_address: CartAddress | null;
  billing_address: CartAddress | null;
  selected_shipping_method: ShippingMethod | null;
  state: CartState;
}

export interface OrderPayment {
  /** Payment method code (see PaymentMethod.code). */
  method: string;
  kind: PaymentKind;
  amount: Money;
  /** Backend payment state, e.g. Settled, Authorized, Declined. */
  state: string;
  /** Card brand and last digits, for card payments. */
  card: { brand: string; last4: string } | null;
}

/** A placed order, for the thank-you page. */
export interface OrderSummary {
  /** Order number shown to the shopper (Vendure: the order code). */
  number: string;
  state: CartState;
  /** Where the order is, as the shopper reads it (My Account order history). */
  status: OrderStatus;
  placed_at: string | null;
  email: string | null;
  is_virtual: boolean;
  items: CartItem[];
  prices: CartPrices;
  applied_coupons: AppliedCoupon[];
  applied_gift_cards: AppliedGiftCard[];
  shipping_address: CartAddress | null;
  billing_address: CartAddress | null;
  shipping_method: ShippingMethod | null;
  /** The method that paid what gift cards did not (or the gift cards' when they paid it all). */
  payment_method: string | null;
  payment_kind: PaymentKind | null;
  /** Successful payments (Authorized or Settled), in the order made. */
  payments: OrderPayment[];
}

export type CartErrorCode =
  | 'OUT_OF_STOCK'
  | 'QUANTITY_LIMIT'
  | 'COUPON_INVALID'
  | 'COUPON_EXPIRED'
  | 'COUPON_NOT_APPLICABLE'
  | 'GIFT_CARD_NOT_FOUND'
  | 'GIFT_CARD_NO_BALANCE'
  | 'GIFT_CARD_ALREADY_APPLIED'
  | 'GIFT_CARD_LIMIT'
  | 'PAYMENT_DECLINED'
  | 'PAYMENT_FAILED'
  | 'ORDER_STATE'
  | 'NOT_FOUND'
  | 'LOYALTY_NO_POINTS'
  | 'LOYALTY_NOT_AVAILABLE'
  | 'INVALID_INPUT'
  /** The backend has no such feature (gift cards or loyalty on Magento Open Source): hide it. */
  | 'NOT_SUPPORTED';

/**
 * Which input rule a refusal broke (with INVALID_INPUT or NOT_FOUND), for the storefront to say
 * it in the shopper's words: a connector returns codes and values, never its own words.
 */
export type CartErrorDetail =
  | 'productNotFound'
  | 'lineNotFound'
  | 'printName'
  | 'printNumber'
  | 'bundleOptions'
  | 'quantity'
  | 'code'
  | 'address'
  | 'pccc'
  | 'koreaDobRequired'
  | 'koreaDob'
  | 'email'
  | 'shippingAddressFirst'
  | 'token'
  | 'giftCardsShort';

export interface CartError {
  code: CartErrorCode;
  /**
   * The backend's own words, in the request language, when it gave any (a plugin's refusal);
   * else empty: the storefront words it from `code` and `detail`.
   */
  message: string;
  detail?: CartErrorDetail;
  /** The input field at fault (INVALID_INPUT). */
  field?: string;
  /** OUT_OF_STOCK: units still available of the line being changed, when known. */
  quantity_available?: number;
  /** QUANTITY_LIMIT: most units one cart may hold, when known. */
  max_quantity?: number;
  /** A backend detail, e.g. a card challenge's INVALID_REF / EXPIRED_REF / CONFLICT. */
  reason?: string;
}

/** The backend issued a new cart session (see the file comment). */
export interface WithSession {
  sessionToken?: string;
}

/**
 * A cart change. On failure `cart` is the cart as it is now when the backend changed it anyway
 * (e.g. it added only the units in stock), else absent.
 */
export type CartResult = NamedResult<'cart', Cart, CartError, { cart?: Cart }>;

/**
 * A payment: the placed order, a refusal, or an action the shopper's browser takes before the
 * payment is decided (a card challenge on the provider's page, a QR code to pay from a banking
 * app); the details the action brings back go to submitPaymentDetails.
 */
export type PlaceOrderResult = OrderResult | PaymentActionResult;

export type OrderResult = NamedResult<'order', OrderSummary, CartError>;

export interface PaymentActionResult {
  ok: 'action';
  paymentId: string;
  action: PaymentAction;
}

/**
 * What the browser does next, in the provider's own terms (Adyen's action objects; the test card
 * provider speaks the same): `redirect` goes to `url` (it returns to the storefront's
 * `/{lang}/adyen-direct`); other types are the provider client's to show.
 */
export type PaymentAction = { type: 'redirect'; url: string; method?: 'GET' } | { type: string; [setting: string]: unknown };

/** After submitPaymentDetails: the order, a refusal, or one more action. */
export type PaymentDetailsResult = PlaceOrderResult;

/**
 * A payment the shopper waits for outside the page (a PromptPay QR code paid from a banking app,
 * settled by the provider's webhook): placed, refused or expired (`reason: 'EXPIRED'`), or still
 * waiting.
 */
export type PaymentStatusResult = OrderResult | { ok: 'waiting' };

export interface CartItemInput {
  /** The variant's uid (ProductVariant.uid) or, if not given, its SKU. */
  variantUid?: string;
  sku?: string;
  quantity: number;
  /** Name-and-number print. */
  personalisation?: { name?: string; number?: string };
  /** The bundle's components as shown on the product page. */
  bundle_options?: { sku: string; quantity: number }[];
}

/**
 * `card`: the test card provider's token. `online`: what a provider's drop-in handed over (its
 * `state.data`: the payment method with encrypted card fields or `{ type: 'promptpay' }`, and the
 * browser's details for 3-D Secure), with a key per attempt so a retried request is not a second
 * payment. `gift-card`: the applied gift cards pay it all (refused if they no longer do).
 */
export type PaymentInput =
  | { method: 'card'; token: string }
  | {
      method: 'online';
      paymentMethod: OnlinePaymentMethod;
      browserInfo?: Record<string, string | number | boolean>;
      attempt: string;
      /** The backend's code of the online method chosen (a lender's own method); the main one when left out. */
      methodCode?: string;
    }
  | { method: 'cheque' }
  | { method: 'gift-card' };

/** A drop-in's payment method data: its type and the provider's own fields (encrypted card fields are strings). */
export type OnlinePaymentMethod = { type: string } & Record<string, string>;

export interface PlaceOrderInput {
  payment: PaymentInput;
  /**
   * The cart id (order code) the shopper is paying: when the session's cart is already paid
   * (double click, reload), the connector answers that order instead of an error. A cart id
   * that is neither the session's cart nor an order this session placed answers NOT_FOUND:
   * another cart is never paid in its place.
   */
  cartId?: string;
  /**
   * Where an action brings the shopper back (`{STOREFRONT_URL}/{lang}/adyen-direct`): given by the
   * storefront's server, never by the browser.
   */
  returnUrl?: string;
}

export interface PaymentStatusInput {
  paymentId: string;
  /** As in PlaceOrderInput: the cart the shopper is paying, to answer its order once placed. */
  cartId?: string;
}

export interface PaymentDetailsInput {
  paymentId: string;
  /** What the action brought back, as the provider gave it (the test card's `ref`, a redirect's result). */
  details: Record<string, string>;
  /** As in PlaceOrderInput: answers the order when it was paid meanwhile. */
  cartId?: string;
}

export type BillingAddressInput = { address: CartAddressInput } | { same_as_shipping: true };
