export * from './revalidation-batcher';
export * from './storefront-revalidation.plugin';
export * from './storefront-revalidation.service';
export * from './types';
