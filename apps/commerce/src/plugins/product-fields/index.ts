export * from './bundle-components';
export * from './constants';
export * from './product-fields.plugin';
export * from './types';
