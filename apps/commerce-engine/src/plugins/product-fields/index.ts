export * from './bundle-components';
export * from './compare-at-price';
export * from './constants';
export * from './product-fields.plugin';
export * from './types';
