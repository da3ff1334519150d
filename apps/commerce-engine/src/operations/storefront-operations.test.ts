import { describe, expect, it } from 'vitest';
import * as account from '@talat/commerce/vendure/queries/account';
import * as cart from '@talat/commerce/vendure/queries/cart';
import * as collections from '@talat/commerce/vendure/queries/collections';
import * as currencies from '@talat/commerce/vendure/queries/currencies';
import * as customer from '@talat/commerce/vendure/queries/customer';
import * as orderTracking from '@talat/commerce/vendure/queries/order-tracking';
import * as product from '@talat/commerce/vendure/queries/product';
import * as reviews from '@talat/commerce/vendure/queries/reviews';
import * as route from '@talat/commerce/vendure/queries/route';
import * as search from '@talat/commerce/vendure/queries/search';
import * as sitemap from '@talat/commerce/vendure/queries/sitemap';
import * as stockAlerts from '@talat/commerce/vendure/queries/stock-alerts';
import * as storeConfig from '@talat/commerce/vendure/queries/store-config';
import { STOREFRONT_OPERATIONS } from './storefront-operations';

/** The operation names of every document the storefront's Vendure connector sends. */
const sent = new Set(
  [account, cart, collections, currencies, customer, orderTracking, product, reviews, route, search, sitemap, stockAlerts, storeConfig]
    .flatMap((module) => Object.values(module))
    .flatMap((value) => (typeof value === 'string' ? [/^\s*(?:query|mutation)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(value)?.[1]] : []))
    .filter((name): name is string => !!name),
);

describe('STOREFRONT_OPERATIONS', () => {
  it("are the storefront's operation names (the metrics' name label; anything else is 'other')", () => {
    expect([...STOREFRONT_OPERATIONS].sort()).toEqual([...sent].sort());
  });
});
