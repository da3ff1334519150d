/**
 * Unified commerce model: written for the storefront, never derived from a backend's types.
 * Field names follow the product specification (section 3), so every connector maps into the
 * same shapes. Money values are in major units (1290.5 means 1,290.50) with their currency.
 */
import type { NamedResult } from './result';

export type LocaleCode = 'th' | 'en';

/** Who is asking: language, display currency and (later) the shopper's session token. */
export interface CommerceContext {
  locale: LocaleCode;
  currency: string;
  customerToken?: string;
  /**
   * The shopper's address, as the storefront's server found it (docs/decisions/0030): sent with
   * the calls a backend limits per client (sign-in, reviews, newsletter, coupons, gift cards),
   * never with cacheable reads.
   */
  clientAddress?: string;
}

export interface Money {
  value: number;
  currency: string;
}

export interface PriceRangeBound {
  final_price: Money;
  regular_price: Money;
}

export interface PriceRange {
  minimum_price: PriceRangeBound;
  maximum_price: PriceRangeBound;
}

export interface Image {
  url: string;
  label: string;
  position?: number;
  disabled?: boolean;
}

export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';

export type { Result } from './result';
export type {
  BnplSettings,
  CaptchaFlag,
  ClickCollect,
  HeaderSettings,
  ProviderWidget,
  ReviewsSettings,
  SizeGroup,
  SortOption,
  StoreAddress,
  StoreCarrier,
  StoreConfig,
  StoreLink,
  StoreLogo,
} from './store-config';

export interface Currency {
  code: string;
  symbol: string;
}

export interface CurrencyInfo {
  base_currency_code: string;
  default_display_currency_code: string;
  available_currencies: Currency[];
  /** Prices come per currency from the backend, so the rate is 1 unless a backend converts. */
  exchange_rate: number;
}

export interface Breadcrumb {
  category_uid: string;
  category_name: string;
  category_url_path: string;
}

export interface CategorySummary {
  uid: string;
  name: string;
  url_key: string;
  /** Path below the locale prefix, e.g. `kits/home-kit`. */
  url_path: string;
  position: number;
}

export interface Category extends CategorySummary {
  description: string;
  image: Image | null;
  breadcrumbs: Breadcrumb[];
  children: Category[];
}

export type ProductKind = 'simple' | 'configurable' | 'bundle' | 'giftcard';

export interface ProductSummary {
  uid: string;
  id: string;
  sku: string;
  name: string;
  url_key: string;
  kind: ProductKind;
  thumbnail: Image | null;
  price_range: PriceRange;
  stock_status: StockStatus;
  /** Units left when the backend reports a low stock level, else null. */
  only_x_left_in_stock: number | null;
  is_preorder: boolean;
  is_virtual: boolean;
  /** The mean review rating in stars, 0 to 5 (each connector converts its backend's scale). */
  rating_summary: number;
  review_count: number;
  /**
   * The currency the prices were converted from when the backend holds none of the shopper's
   * currency for it (docs/decisions/0047), else null. Magento's own display-currency
   * conversion is not reported: null.
   */
  price_converted_from: string | null;
  /** False when no variant is sold in the shopper's currency: no price to show, nothing to add to the cart. */
  sold_in_currency: boolean;
}

export interface ConfigurableOptionValue {
  uid: string;
  label: string;
}

export interface ConfigurableOption {
  uid: string;
  attribute_code: string;
  label: string;
  values: ConfigurableOptionValue[];
}

export interface ProductVariant {
  uid: string;
  sku: string;
  name: string;
  /** uid of the chosen value for each configurable option uid. */
  attributes: Record<string, string>;
  price: PriceRangeBound;
  stock_status: StockStatus;
  only_x_left_in_stock: number | null;
  image: Image | null;
  /** The currency this variant's price was converted from, else null (see ProductSummary). */
  price_converted_from: string | null;
  /** False: not sold in the shopper's currency (its price is 0 and means nothing). */
  sold_in_currency: boolean;
}

export interface BundleComponent {
  sku: string;
  label: string;
  quantity: number;
}

export interface Personalisation {
  /** Fixed print price added to the product price. */
  price: Money;
  is_fixed_price: boolean;
}

export interface ProductDetails extends ProductSummary {
  description: string;
  /** Units of this product bought in placed orders over the past 24 hours. */
  past24_hr_buying: number;
  media_gallery: Image[];
  categories: CategorySummary[];
  configurable_options: ConfigurableOption[];
  variants: ProductVariant[];
  bundle_components: BundleComponent[];
  personalisation: Personalisation | null;
  meta_title: string;
  meta_description: string;
}

export interface PageInfo {
  current_page: number;
  page_size: number;
  total_pages: number;
}

export interface AggregationOption {
  /** Stable code used in URLs and filters (e.g. `m`, `green`, `somchai-7`). */
  code: string;
  label: string;
  /** Products matching the current query with this value added (other facets' filters applied). */
  count: number;
}

/** A facet (size, colour, player) with the values present in the current result. */
export interface Aggregation {
  code: string;
  label: string;
  options: AggregationOption[];
}

export interface PriceBounds {
  /** Lowest and highest product price (major units) of the result before the price filter. */
  min: number;
  max: number;
  currency: string;
}

export interface ProductList {
  items: ProductSummary[];
  total_count: number;
  page_info: PageInfo;
  aggregations: Aggregation[];
  price_bounds: PriceBounds | null;
}

export type SortKey = 'position' | 'name' | 'price_asc' | 'price_desc' | 'newest' | 'relevance';

export interface ProductFilters {
  /** Facet code -> selected value codes; several values of one facet match any of them. */
  facets?: Record<string, string[]>;
  /** Price range in major units of the context currency, tax included; either end optional. */
  price?: { min?: number; max?: number };
}

export interface ProductQuery {
  categoryUid?: string;
  search?: string;
  filters?: ProductFilters;
  page?: number;
  pageSize?: number;
  sort?: SortKey;
}

export interface SuggestedProduct {
  uid: string;
  name: string;
  url_key: string;
  thumbnail: Image | null;
  price: Money;
}

export interface SearchSuggestions {
  query: string;
  products: SuggestedProduct[];
  categories: CategorySummary[];
}

export interface ReviewRating {
  /** Sub-rating code: `quality`, `fit` or `value`. */
  name: string;
  /** 1 to 5. */
  value: number;
}

export interface ProductReview {
  id: string;
  nickname: string;
  summary: string;
  text: string;
  locale: string;
  /** Mean of the review's sub-ratings, 1 to 5. */
  average_rating: number;
  ratings_breakdown: ReviewRating[];
  created_at: string;
  /** Only on a review just written: true when the shop approves it before listing it (Magento's moderation). */
  pending?: boolean;
}

export interface ProductReviews {
  items: ProductReview[];
  total_count: number;
  page_info: PageInfo;
  /** Mean over all visible reviews, 0 to 5 (0 when there are none). */
  average_rating: number;
  /** Mean per sub-rating over all visible reviews. */
  ratings_breakdown: ReviewRating[];
  /** Number of reviews whose rounded average is 1..5: index 0 is one star. */
  star_counts: [number, number, number, number, number];
}

export interface ReviewInput {
  productUid: string;
  nickname: string;
  summary: string;
  text: string;
  ratings: ReviewRating[];
}

export type ReviewErrorCode = 'INVALID_INPUT' | 'PRODUCT_NOT_FOUND' | 'RATE_LIMITED';

export type CreateReviewResult = NamedResult<'review', ProductReview, { code: ReviewErrorCode; message: string; field?: string }>;

export type Route =
  { type: 'PRODUCT'; uid: string; sku: string; url_key: string } | { type: 'CATEGORY'; uid: string; url_path: string } | RedirectRoute;

/**
 * A path the shop manager sent elsewhere (Magento's route answers these with `redirect_code`
 * and `relative_url`): `target` is a shop path without the language (`/kits/home-kit`) or, when
 * `external`, a full URL that the shopper reaches with a full page load.
 */
export interface RedirectRoute {
  type: 'REDIRECT';
  status: 301 | 302;
  target: string;
  external: boolean;
}

/* Cart and checkout: see cart-types.ts. */
export type * from './cart-types';

/* My Account: see account-types.ts. */
export type * from './account-types';

/* The signed-in customer: see customer-types.ts. */
export type * from './customer-types';

/**
 * One page of the catalogue as a sitemap lists it, in the context's language (issue 34,
 * docs/decisions/0052): `uid` pairs the same page across languages, `path` is below the locale
 * prefix (a product's url_key, a category's url_path), `updated_at` an ISO 8601 time of the
 * backend's last change to it, or null when the backend does not say.
 */
export interface SitemapEntry {
  uid: string;
  path: string;
  updated_at: string | null;
}

/**
 * Every listed category and product. A backend that cannot list its products answers
 * `products: { ok: false, error: 'NOT_SUPPORTED' }`: the sitemap then lists no products.
 */
export interface SitemapEntries {
  categories: SitemapEntry[];
  products: { ok: true; value: SitemapEntry[] } | { ok: false; error: 'NOT_SUPPORTED' };
}
