/**
 * The signed-in customer's account (spec section 2, My Account): profile, saved addresses, past
 * orders, reviews, wishlist, newsletter and loyalty points. Connectors answer codes and values;
 * the storefront's message catalogues hold the words. Every method needs the customer's session
 * (`ctx.customerToken`) except where it says so; without one it answers NOT_SIGNED_IN.
 */
import type { Result } from './result';
import type { CartAddress, CartAddressInput } from './cart-types';
import type { Money, ProductSummary } from './types';

export interface CustomerAddress extends CartAddress {
  id: string;
  default_shipping: boolean;
  default_billing: boolean;
}

export interface CustomerAddressInput {
  address: CartAddressInput;
  default_shipping?: boolean;
  default_billing?: boolean;
}

export interface ProfileInput {
  firstname: string;
  lastname: string;
  /** Empty or null clears it. */
  telephone: string | null;
}

export type AccountErrorCode =
  | 'NOT_SIGNED_IN'
  | 'NOT_FOUND'
  | 'INVALID_INPUT'
  | 'PRODUCT_NOT_FOUND'
  | 'WISHLIST_FULL'
  | 'NO_POINTS'
  | 'NOT_AVAILABLE'
  | 'ORDER_STATE'
  /** The value is kept on an address the customer has not saved yet (Magento keeps the telephone on the default billing address); `field` names it. */
  | 'NEEDS_ADDRESS'
  /** The backend has no such feature (a wishlist or loyalty it does not keep): hide it. */
  | 'NOT_SUPPORTED';

export interface AccountError {
  code: AccountErrorCode;
  /** The input field at fault (INVALID_INPUT). */
  field?: string;
}

export type AccountResult<T> = Result<T, AccountError>;

/** Where a placed order is, as a shopper reads it. */
export type OrderStatus = 'payment_pending' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'other';

/** Where one parcel is: handed over for dispatch, on its way, or arrived. */
export type ShipmentStatus = 'preparing' | 'shipped' | 'delivered';

/** One parcel of an order, as the shopper follows it. */
export interface Shipment {
  /** The carrier's code (store config `carriers`), or the name staff typed when it is not one of them. */
  carrier: string;
  tracking_number: string | null;
  status: ShipmentStatus;
  /** When it should arrive (ISO date-time), when the carrier said. */
  expected_delivery: string | null;
}

/** Where a placed order stands and its parcels ("Where is my order?"). */
export interface OrderTracking {
  number: string;
  status: OrderStatus;
  placed_at: string | null;
  shipments: Shipment[];
}

/** One line of the order history. */
export interface OrderListItem {
  number: string;
  status: OrderStatus;
  placed_at: string | null;
  grand_total: Money;
  total_quantity: number;
}

export interface OrderList {
  items: OrderListItem[];
  total_count: number;
  page: number;
  page_size: number;
}

/** PENDING: waiting for the shop's approval (Magento moderates reviews before it lists them). */
export type ReviewState = 'PUBLISHED' | 'HIDDEN' | 'PENDING';

/** A review the customer wrote, with the product it is about. */
export interface CustomerReview {
  id: string;
  created_at: string;
  product: { uid: string; name: string; url_key: string } | null;
  summary: string;
  text: string;
  nickname: string;
  average_rating: number;
  state: ReviewState;
}

export interface CustomerReviewList {
  items: CustomerReview[];
  total_count: number;
  page: number;
  page_size: number;
}

/** A product on the wishlist, as a tile, with the variant chosen for it (if any). */
export interface WishlistLine {
  product: ProductSummary;
  variant: { uid: string; sku: string } | null;
  added_at: string;
}

export interface Wishlist {
  items: WishlistLine[];
}

/** A product a guest keeps on their (browser-held) wishlist. */
export interface WishlistEntryInput {
  product_uid: string;
  variant_uid?: string;
}

export type NewsletterSource = 'footer' | 'account' | 'modal' | 'exit-capture';
export type NewsletterStatus = 'PENDING' | 'SUBSCRIBED' | 'UNSUBSCRIBED';
export type NewsletterOutcome =
  | 'CONFIRMATION_SENT'
  | 'ALREADY_PENDING'
  | 'ALREADY_SUBSCRIBED'
  | 'CONFIRMED'
  | 'UNSUBSCRIBED'
  | 'INVALID_EMAIL'
  | 'INVALID_SOURCE'
  | 'INVALID_TOKEN'
  | 'EXPIRED_TOKEN';

export interface NewsletterResult {
  outcome: NewsletterOutcome;
  status: NewsletterStatus | null;
}

export interface CustomerNewsletter {
  email: string;
  status: NewsletterStatus | null;
  consent_at: string | null;
  consent_source: string | null;
}

/**
 * What a back-in-stock request did (the storefront words each in the shopper's language):
 * - REQUESTED / ALREADY_REQUESTED: a signed-in customer's own alert is on (one click, no email).
 * - CONFIRMATION_SENT: a guest's request; the backend emailed a confirmation link (double opt-in).
 *   Said for any address, whether or not it had asked before: it never tells who asked.
 * - CONFIRMED / CANCELLED: an emailed link's action was done.
 * - IN_STOCK: the variant can be bought now; nothing kept. INVALID_VARIANT: no such variant.
 * - INVALID_EMAIL, INVALID_TOKEN, EXPIRED_TOKEN: bad input or link. TOO_MANY_ALERTS: the address asked for too many.
 */
export type StockAlertOutcome =
  | 'REQUESTED'
  | 'ALREADY_REQUESTED'
  | 'CONFIRMATION_SENT'
  | 'CONFIRMED'
  | 'CANCELLED'
  | 'IN_STOCK'
  | 'INVALID_EMAIL'
  | 'INVALID_VARIANT'
  | 'INVALID_TOKEN'
  | 'EXPIRED_TOKEN'
  | 'TOO_MANY_ALERTS';

export interface StockAlertResult {
  outcome: StockAlertOutcome;
}

/** A request to be told when a sold-out variant is back: a guest gives their email, a customer need not. */
export interface StockAlertInput {
  variant_uid: string;
  email?: string;
}

export interface LoyaltyEntry {
  kind: 'accrual' | 'spend' | 'return' | 'reversal' | 'adjustment';
  points: number;
  order_number: string | null;
  created_at: string;
}

export interface LoyaltySummary {
  points: number;
  entries: LoyaltyEntry[];
}

/** A shopper's cookie choice (PDPA): the categories beyond the necessary ones, and the notice they saw. */
export interface ConsentInput {
  /** The version of the cookie notice the shopper saw (from 1). */
  notice_version: number;
  analytics: boolean;
  marketing: boolean;
}

/** A signed-in customer's cookie choice as the backend recorded it, with its clock (ISO time). */
export interface ConsentRecord extends ConsentInput {
  recorded_at: string;
}
