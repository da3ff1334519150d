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
  StoreConfig,
} from './types';

/**
 * What the storefront needs from a commerce backend. One implementation per backend
 * (src/vendure today, src/magento next); the storefront only ever sees this interface.
 *
 * "Not found" is a value (null); anything unexpected throws a CommerceError.
 */
export interface CommerceConnector {
  readonly name: string;
  getStoreConfig(ctx: CommerceContext): Promise<StoreConfig>;
  getCurrencies(ctx: CommerceContext): Promise<CurrencyInfo>;
  /** Resolves a path below the locale prefix (no leading slash, `p/`/`cp/` already stripped). */
  resolveRoute(ctx: CommerceContext, path: string): Promise<Route | null>;
  /** The category tree (top-level categories with their children), ordered by position. */
  getCategories(ctx: CommerceContext): Promise<Category[]>;
  getCategory(ctx: CommerceContext, by: { uid: string } | { url_key: string }): Promise<Category | null>;
  getProductDetails(
    ctx: CommerceContext,
    by: { uid: string } | { url_key: string },
  ): Promise<ProductDetails | null>;
  /** A category's or the whole catalogue's products with filters, sort, paging and facet counts. */
  getProducts(ctx: CommerceContext, query: ProductQuery): Promise<ProductList>;
  /** Full-text search (Thai and English, either language's names) with the same filters. */
  searchProducts(ctx: CommerceContext, query: ProductQuery & { search: string }): Promise<ProductList>;
  getSearchSuggestions(ctx: CommerceContext, input: { query: string; limit?: number }): Promise<SearchSuggestions>;
  getRelatedProducts(ctx: CommerceContext, input: { uid: string; limit?: number }): Promise<ProductSummary[]>;
  getProductReviews(ctx: CommerceContext, input: { uid: string; page?: number; pageSize?: number }): Promise<ProductReviews>;
  createProductReview(ctx: CommerceContext, input: ReviewInput): Promise<CreateReviewResult>;
}

export type CommerceErrorCode = 'UNREACHABLE' | 'BAD_RESPONSE' | 'BACKEND_ERROR';

export class CommerceError extends Error {
  constructor(
    readonly code: CommerceErrorCode,
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'CommerceError';
  }
}
