import type {
  Category,
  CommerceContext,
  CurrencyInfo,
  ProductDetails,
  ProductList,
  ProductQuery,
  Route,
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
  getProducts(ctx: CommerceContext, query: ProductQuery): Promise<ProductList>;
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
