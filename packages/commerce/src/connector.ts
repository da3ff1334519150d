import type {
  BillingAddressInput,
  Cart,
  CartAddressInput,
  CartItemInput,
  CartResult,
  OrderSummary,
  PaymentDetailsInput,
  PaymentDetailsResult,
  PaymentStatusInput,
  PaymentStatusResult,
  PaymentMethod,
  PlaceOrderInput,
  PlaceOrderResult,
  ShippingMethod,
  WithSession,
} from './cart-types';
import type {
  AccountResult,
  ConsentInput,
  ConsentRecord,
  CustomerAddressInput,
  CustomerNewsletter,
  CustomerReviewList,
  LoyaltySummary,
  NewsletterResult,
  NewsletterSource,
  OrderList,
  OrderTracking,
  ProfileInput,
  StockAlertInput,
  StockAlertResult,
  Wishlist,
  WishlistEntryInput,
} from './account-types';
import type { Customer, SignInInput, SignInResult } from './customer-types';
import type {
  Category,
  CommerceContext,
  CreateReviewResult,
  CurrencyInfo,
  ProductDetails,
  ProductList,
  ProductQuery,
  ProductReviews,
  ProductSummary,
  ReviewInput,
  Route,
  SearchSuggestions,
  SitemapEntries,
  StoreConfig,
} from './types';

/**
 * What the storefront needs from a commerce backend. One implementation per backend
 * (src/vendure, src/magento); the storefront only ever sees this interface. Its parts (catalogue,
 * cart, customer, account) are the interfaces below, so a backend can build each part apart.
 * A method the storefront API offers has the same name there (@talat/sdk's method table).
 *
 * "Not found" is a value (null); anything unexpected throws a CommerceError.
 */
export interface CommerceConnector
  extends CatalogueMethods, CartMethods, OrderTrackingMethods, StockAlertMethods, CustomerMethods, AccountMethods {
  readonly name: string;
}

/** The catalogue, store settings and reviews. */
export interface CatalogueMethods {
  getStoreConfig(ctx: CommerceContext): Promise<StoreConfig>;
  getCurrencies(ctx: CommerceContext): Promise<CurrencyInfo>;
  /** Resolves a path below the locale prefix (no leading slash, `p/`/`cp/` already stripped). */
  resolveRoute(ctx: CommerceContext, path: string): Promise<Route | null>;
  /** The category tree (top-level categories with their children), ordered by position. */
  getCategories(ctx: CommerceContext): Promise<Category[]>;
  getCategory(ctx: CommerceContext, by: { uid: string } | { url_key: string }): Promise<Category | null>;
  getProductDetails(ctx: CommerceContext, by: { uid: string } | { url_key: string }): Promise<ProductDetails | null>;
  /** The product one of whose variants has this SKU (any case), or null. */
  getProductBySku(ctx: CommerceContext, input: { sku: string }): Promise<ProductDetails | null>;
  /** A category's or the whole catalogue's products with filters, sort, paging and facet counts. */
  getProducts(ctx: CommerceContext, query: ProductQuery): Promise<ProductList>;
  /** Full-text search (Thai and English, either language's names) with the same filters. */
  searchProducts(ctx: CommerceContext, query: ProductQuery & { search: string }): Promise<ProductList>;
  getSearchSuggestions(ctx: CommerceContext, input: { query: string; limit?: number }): Promise<SearchSuggestions>;
  getRelatedProducts(ctx: CommerceContext, input: { uid: string; limit?: number }): Promise<ProductSummary[]>;
  getProductReviews(ctx: CommerceContext, input: { uid: string; page?: number; pageSize?: number }): Promise<ProductReviews>;
  createProductReview(ctx: CommerceContext, input: ReviewInput): Promise<CreateReviewResult>;
  /**
   * Every category and every listed product (not those listed nowhere, such as the gift-wrap
   * service) with its path and last change, for the sitemap (docs/decisions/0052). Kept under
   * the tags that expire catalogue pages.
   */
  getSitemapEntries(ctx: CommerceContext): Promise<SitemapEntries>;
}

export interface CartMethods {
  /*
   * Cart and checkout. The cart session is `ctx.customerToken`: for a guest it is the cart
   * session token (kept in the cart cookie), for a signed-in customer their token. Each method
   * answers `sessionToken` when the backend issued a new session (first change of a new cart, or
   * an expired token replaced): store it and send it from then on. Expected failures are values
   * (`{ ok: false, error }`, see CartErrorCode); anything unexpected throws a CommerceError.
   * Methods that need a cart answer NOT_FOUND (or null / []) without a session.
   */
  /** The session's cart, created empty if it has none (never empties an existing cart). */
  createEmptyCart(ctx: CommerceContext): Promise<CartResult & WithSession>;
  /** The session's cart or null; re-prices it in `ctx.currency` when that changed (still shopping). */
  getCart(ctx: CommerceContext): Promise<{ cart: Cart | null } & WithSession>;
  /** Adds variants (by uid, else SKU); stops at the first failure (earlier items stay added). */
  addCartItems(ctx: CommerceContext, input: { items: CartItemInput[] }): Promise<CartResult & WithSession>;
  updateCartItem(ctx: CommerceContext, input: { uid: string; quantity: number }): Promise<CartResult & WithSession>;
  removeCartItem(ctx: CommerceContext, input: { uid: string }): Promise<CartResult & WithSession>;
  applyCoupon(ctx: CommerceContext, input: { code: string }): Promise<CartResult & WithSession>;
  removeCoupon(ctx: CommerceContext, input: { code: string }): Promise<CartResult & WithSession>;
  applyGiftCard(ctx: CommerceContext, input: { code: string }): Promise<CartResult & WithSession>;
  removeGiftCard(ctx: CommerceContext, input: { code: string }): Promise<CartResult & WithSession>;
  /** A signed-in customer pays with their loyalty points (after gift cards); removeLoyalty undoes it until payment. */
  applyLoyalty(ctx: CommerceContext): Promise<CartResult & WithSession>;
  removeLoyalty(ctx: CommerceContext): Promise<CartResult & WithSession>;
  setGuestEmail(ctx: CommerceContext, input: { email: string; firstname?: string; lastname?: string }): Promise<CartResult & WithSession>;
  setShippingAddress(ctx: CommerceContext, input: { address: CartAddressInput }): Promise<CartResult & WithSession>;
  /** Methods for the cart's address (or the currency's home country before one is set), priced in the cart currency. */
  getShippingMethods(ctx: CommerceContext): Promise<{ methods: ShippingMethod[] } & WithSession>;
  setShippingMethod(ctx: CommerceContext, input: { uid: string }): Promise<CartResult & WithSession>;
  setBillingAddress(ctx: CommerceContext, input: BillingAddressInput): Promise<CartResult & WithSession>;
  getPaymentMethods(ctx: CommerceContext): Promise<{ methods: PaymentMethod[] } & WithSession>;
  /**
   * Pays the cart: applied gift cards first, then the card token or the cheque for the rest.
   * Safe to repeat: when the cart (`input.cartId`) is already paid it answers that order. A
   * payment that waits for the shopper answers an action (`ok: 'action'`).
   */
  placeOrder(ctx: CommerceContext, input: PlaceOrderInput): Promise<PlaceOrderResult & WithSession>;
  /** Hands the details a payment's action brought back to its provider (the challenge's `ref`, a redirect's result). */
  submitPaymentDetails(ctx: CommerceContext, input: PaymentDetailsInput): Promise<PaymentDetailsResult & WithSession>;
  /** Where a payment the shopper waits for stands (a QR code being paid); NOT_FOUND when it is not theirs. */
  getPaymentStatus(ctx: CommerceContext, input: PaymentStatusInput): Promise<PaymentStatusResult & WithSession>;
  /** A placed order for the thank-you page; null when unknown or not this shopper's. */
  getOrder(ctx: CommerceContext, input: { code: string }): Promise<OrderSummary | null>;
}

/** "Where is my order?": a placed order's status and parcels, for its customer and for guests. */
export interface OrderTrackingMethods {
  /** Where the shopper's own placed order stands and its parcels; null when unknown or not theirs. */
  getOrderTracking(ctx: CommerceContext, input: { code: string }): Promise<OrderTracking | null>;
  /**
   * A guest's "Where is my order?": the placed order with this number whose email is this one;
   * null when either is wrong (never which). The backend limits attempts (RATE_LIMITED).
   */
  lookupOrder(ctx: CommerceContext, input: { number: string; email: string }): Promise<OrderTracking | null>;
}

/**
 * Back in stock: a shopper asks to be emailed when a sold-out variant returns (double opt-in for
 * a guest, one click for a signed-in customer); the backend emails each one in their language
 * when the stock returns and forgets the request. NOT_SUPPORTED where the backend has no alerts
 * (the store config's `stock_alerts_enabled` hides the form there).
 */
export interface StockAlertMethods {
  requestStockAlert(ctx: CommerceContext, input: StockAlertInput): Promise<AccountResult<StockAlertResult>>;
  /** The emailed confirmation link of a guest's request. */
  confirmStockAlert(ctx: CommerceContext, input: { token: string }): Promise<AccountResult<StockAlertResult>>;
  /** The emailed cancel link: the request is forgotten. */
  cancelStockAlert(ctx: CommerceContext, input: { token: string }): Promise<AccountResult<StockAlertResult>>;
}

export interface CustomerMethods {
  /*
   * The signed-in customer (spec sections 3, 4, 6). `ctx.customerToken` is the session as for the
   * cart: signing in with a guest's session merges the guest's cart into the customer's.
   */
  /**
   * Signs in with the sign-on provider's ID token and the claims the storefront verified in it.
   * A backend that can verifies the token itself (Vendure); one that cannot trusts the claims
   * (Magento, through its Login as Customer token, docs/decisions/0060).
   */
  signIn(ctx: CommerceContext, input: SignInInput): Promise<SignInResult>;
  /** The session's customer, or null for a guest (or a session the backend no longer knows). */
  getCustomer(ctx: CommerceContext): Promise<Customer | null>;
  /** Ends the session on the backend. */
  signOut(ctx: CommerceContext): Promise<{ success: boolean }>;
}

export interface AccountMethods {
  /*
   * My Account (account-types.ts). Reads answer null and changes NOT_SIGNED_IN without a
   * customer session; changes to the profile and addresses answer the customer as it is now.
   */
  updateProfile(ctx: CommerceContext, input: ProfileInput): Promise<AccountResult<Customer>>;
  createAddress(ctx: CommerceContext, input: CustomerAddressInput): Promise<AccountResult<Customer>>;
  updateAddress(ctx: CommerceContext, input: CustomerAddressInput & { id: string }): Promise<AccountResult<Customer>>;
  deleteAddress(ctx: CommerceContext, input: { id: string }): Promise<AccountResult<Customer>>;
  /** Placed orders, newest first (the detail is getOrder, which answers null for another's order). */
  getOrders(ctx: CommerceContext, input?: { page?: number; pageSize?: number }): Promise<OrderList | null>;
  /** Reviews the customer wrote while signed on, newest first, with their state. */
  getCustomerReviews(ctx: CommerceContext, input?: { page?: number; pageSize?: number }): Promise<CustomerReviewList | null>;
  getWishlist(ctx: CommerceContext): Promise<Wishlist | null>;
  /** A guest's browser-held list with its products (for anyone; nothing is stored). */
  getGuestWishlist(ctx: CommerceContext, input: { items: WishlistEntryInput[] }): Promise<Wishlist>;
  addToWishlist(ctx: CommerceContext, input: WishlistEntryInput): Promise<AccountResult<Wishlist>>;
  removeFromWishlist(ctx: CommerceContext, input: { product_uid: string }): Promise<AccountResult<Wishlist>>;
  /** Joins a guest's list on sign-on: each product once, unknown products left out. */
  mergeWishlist(ctx: CommerceContext, input: { items: WishlistEntryInput[] }): Promise<AccountResult<Wishlist>>;
  /** Anyone: double opt-in, the backend emails the confirmation link. */
  subscribeNewsletter(ctx: CommerceContext, input: { email: string; source: NewsletterSource }): Promise<NewsletterResult>;
  confirmNewsletter(ctx: CommerceContext, input: { token: string }): Promise<NewsletterResult>;
  unsubscribeNewsletter(ctx: CommerceContext, input: { token: string }): Promise<NewsletterResult>;
  getCustomerNewsletter(ctx: CommerceContext): Promise<CustomerNewsletter | null>;
  unsubscribeCustomerNewsletter(ctx: CommerceContext): Promise<AccountResult<NewsletterResult>>;
  getLoyalty(ctx: CommerceContext): Promise<LoyaltySummary | null>;
  /** Keeps a signed-in customer's cookie choice with the backend's clock (PDPA); NOT_SUPPORTED where it cannot. */
  recordConsent(ctx: CommerceContext, input: ConsentInput): Promise<AccountResult<ConsentRecord>>;
}

/** The My Account methods of CommerceConnector. */
export type AccountMethodName = keyof AccountMethods;

/** The customer methods of CommerceConnector. */
export type CustomerMethodName = keyof CustomerMethods;

/** The cart and checkout methods of CommerceConnector. */
export type CartMethodName = keyof CartMethods;

/**
 * `RATE_LIMITED`: the backend refused the call because this client or account made too many
 * attempts (`retryAfterSeconds` says when to try again).
 */
export type CommerceErrorCode = 'UNREACHABLE' | 'BAD_RESPONSE' | 'BACKEND_ERROR' | 'RATE_LIMITED';

export class CommerceError extends Error {
  constructor(
    readonly code: CommerceErrorCode,
    message: string,
    readonly cause?: unknown,
    /** With RATE_LIMITED: seconds until another attempt may succeed. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'CommerceError';
  }
}
