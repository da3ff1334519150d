import { CatalogueDef } from './types';
import { COLLECTIONS } from './collections';
import { CUSTOMER_GROUPS, DEMO_CUSTOMERS } from './customers';
import { COMPARE_AT_PRICES } from './discounts';
import { FACETS, OPTION_SETS } from './facets';
import { KIT_PRODUCTS } from './products-kits';
import { ACCESSORY_PRODUCTS, GIFT_PRODUCTS } from './products-accessories-gifts';
import { FASHION_PRODUCTS, TRAINING_PRODUCTS } from './products-training-fashion';
import { REVIEWS } from './reviews';

/** The Talat FC official store: a fictional Bangkok club, the "Market Lions". */
export const talatCatalogue: CatalogueDef = {
  facets: FACETS,
  optionSets: OPTION_SETS,
  products: [...KIT_PRODUCTS, ...TRAINING_PRODUCTS, ...FASHION_PRODUCTS, ...ACCESSORY_PRODUCTS, ...GIFT_PRODUCTS],
  collections: COLLECTIONS,
  compareAtPrices: COMPARE_AT_PRICES,
  reviews: REVIEWS,
  customerGroups: CUSTOMER_GROUPS,
  customers: DEMO_CUSTOMERS,
};
