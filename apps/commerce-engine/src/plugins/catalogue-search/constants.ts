export const CATALOGUE_SEARCH_OPTIONS = Symbol('CATALOGUE_SEARCH_OPTIONS');
export const loggerCtx = 'CatalogueSearch';
