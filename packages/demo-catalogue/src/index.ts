/**
 * @talat/demo-catalogue: the demo shop of Talat FC, as data. The engine's seed loads it into
 * Vendure, the Magento stand-in serves it as a Magento store, and the tests read what they expect
 * from it (the engine's end-to-end fixtures, the browser specs). Built to CommonJS, so the engine
 * (CommonJS) and the ES-module tests load it alike (docs/decisions/0041).
 */
export * from './art';
export * from './catalogue';
export * from './collections';
export * from './customers';
export * from './discounts';
export * from './facets';
export * from './gift-cards';
export * from './products-accessories-gifts';
export * from './products-kits';
export * from './products-training-fashion';
export * from './promotions';
export * from './reviews';
export * from './store-settings';
export * from './types';
