/**
 * Every GraphQL document the Magento connector sends, written against Magento Open Source 2.4's
 * storefront schema. `operations.contract.test.ts` validates each one (and the variables the
 * connector builds) against the reference schema, so an unknown field or a wrong argument type
 * fails a test, not a shopper's page.
 *
 * Fields Magento adds at run time from the store's attribute settings (the `sku`, `price` and
 * `name` filters and sorts, the demo store's `size`, `colour` and `player` filters) are declared
 * in `store-attributes.ts` for the contract tests.
 */
import { isMutation, operationNameOf, type GraphqlDocument } from '../graphql/document';
import * as storeConfig from './queries/store-config';
import * as account from './queries/account';
import * as cart from './queries/cart';
import * as categories from './queries/categories';
import * as customer from './queries/customer';
import * as product from './queries/product';
import * as printOptions from './queries/print-options';
import * as reviews from './queries/reviews';
import * as route from './queries/route';
import * as search from './queries/search';
import * as tracking from './queries/tracking';
import * as wishlist from './queries/wishlist';

/** A Magento document: a GraphQL string typed with its result and variables (graphql/document.ts). */
export type MagentoDocument<TData, TVariables = Record<string, never>> = GraphqlDocument<TData, TVariables>;
export { isMutation, operationNameOf };
export * from './queries/account';
export * from './queries/cart';
export * from './queries/categories';
export * from './queries/customer';
export * from './queries/product';
export * from './queries/print-options';
export * from './queries/reviews';
export * from './queries/route';
export * from './queries/search';
export * from './queries/store-config';
export * from './queries/tracking';
export * from './queries/wishlist';

/** Every document, by operation name: what the contract tests walk. */
export const MAGENTO_OPERATIONS: Record<string, string> = Object.fromEntries(
  [storeConfig, route, categories, product, printOptions, search, reviews, cart, customer, account, wishlist, tracking]
    .flatMap((queries) => Object.values(queries) as string[])
    .map((document) => [operationNameOf(document), document]),
);
