export const loggerCtx = 'StorefrontRevalidation';
export const STOREFRONT_REVALIDATION_OPTIONS = Symbol('STOREFRONT_REVALIDATION_OPTIONS');
