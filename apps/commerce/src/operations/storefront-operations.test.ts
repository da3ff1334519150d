import { describe, expect, it } from 'vitest';
import * as account from '../../../../packages/commerce/src/vendure/queries/account';
import * as cart from '../../../../packages/commerce/src/vendure/queries/cart';
import * as collections from '../../../../packages/commerce/src/vendure/queries/collections';
import * as currencies from '../../../../packages/commerce/src/vendure/queries/currencies';
import * as customer from '../../../../packages/commerce/src/vendure/queries/customer';
import * as product from '../../../../packages/commerce/src/vendure/queries/product';
import * as reviews from '../../../../packages/commerce/src/vendure/queries/reviews';
import * as route from '../../../../packages/commerce/src/vendure/queries/route';
import * as search from '../../../../packages/commerce/src/vendure/queries/search';
import * as storeConfig from '../../../../packages/commerce/src/vendure/queries/store-config';
import { STOREFRONT_OPERATIONS } from './storefront-operations';

/** The operation names of every document the storefront's Vendure connector sends. */
const sent = new Set(
  [account, cart, collections, currencies, customer, product, reviews, route, search, storeConfig]
    .flatMap((module) => Object.values(module))
    .flatMap((value) => (typeof value === 'string' ? [/^\s*(?:query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(value)?.[1]] : []))
    .filter((name): name is string => !!name),
);

describe('STOREFRONT_OPERATIONS', () => {
  it("are the storefront's operation names (the metrics' name label; anything else is 'other')", () => {
    expect([...STOREFRONT_OPERATIONS].sort()).toEqual([...sent].sort());
  });
});
