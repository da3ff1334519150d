import type {
  Cart,
  CartResult,
  Category,
  CompleteChallengeResult,
  CreateReviewResult,
  CurrencyInfo,
  ProductDetails,
  ProductList,
  ProductReviews,
  ProductSummary,
  OrderSummary,
  PaymentMethod,
  PlaceOrderResult,
  Route,
  ShippingMethod,
  SearchSuggestions,
  StoreConfig,
} from '@talat/commerce/types';
import type { Story, StoryList } from './cms-types';
import type { CmsMethod, CommerceMethod } from './contract';

/**
 * What each storefront API method answers inside `{ data }`. Route handlers type their
 * answers with these; "not found" is `null` with status 200, not a 404.
 */
export interface CommerceResults {
  getStoreConfig: StoreConfig;
  getCurrencies: CurrencyInfo;
  resolveRoute: Route | null;
  getCategories: Category[];
  getCategory: Category | null;
  getProductDetails: ProductDetails | null;
  getProducts: ProductList;
  searchProducts: ProductList;
  getSearchSuggestions: SearchSuggestions;
  getRelatedProducts: ProductSummary[];
  getProductReviews: ProductReviews;
  createProductReview: CreateReviewResult;
  /*
   * Cart and checkout: the connector's results without `sessionToken` (the route handler keeps
   * the cart session in an http-only cookie). Expected failures are `{ ok: false, error }`, 200.
   */
  createEmptyCart: CartResult;
  /** The shopper's cart, or null when they have none. */
  getCart: Cart | null;
  addCartItems: CartResult;
  updateCartItem: CartResult;
  removeCartItem: CartResult;
  applyCoupon: CartResult;
  removeCoupon: CartResult;
  applyGiftCard: CartResult;
  removeGiftCard: CartResult;
  applyLoyalty: CartResult;
  removeLoyalty: CartResult;
  setGuestEmail: CartResult;
  setShippingAddress: CartResult;
  getShippingMethods: ShippingMethod[];
  setShippingMethod: CartResult;
  setBillingAddress: CartResult;
  getPaymentMethods: PaymentMethod[];
  placeOrder: PlaceOrderResult;
  completeCardChallenge: CompleteChallengeResult;
  /** A placed order of this shopper (thank-you page), or null. */
  getOrder: OrderSummary | null;
}

/** getPage answers Storyblok's `{ story }` shape, or null when there is no such story. */
export interface CmsResults {
  getPage: { story: Story } | null;
  getEntries: StoryList;
}

/** The 200 body of every storefront API route. */
export interface ApiSuccessBody<T> {
  data: T;
}

export type CommerceResult<M extends CommerceMethod> = CommerceResults[M];
export type CmsResult<M extends CmsMethod> = CmsResults[M];

type SameKeys<A, K> = [Exclude<keyof A, K>, Exclude<K, keyof A>] extends [never, never] ? true : false;
// Compile-time checks: the result maps cover exactly the contract's methods.
const commerceResultsMatchContract: SameKeys<CommerceResults, CommerceMethod> = true;
const cmsResultsMatchContract: SameKeys<CmsResults, CmsMethod> = true;
void commerceResultsMatchContract;
void cmsResultsMatchContract;
