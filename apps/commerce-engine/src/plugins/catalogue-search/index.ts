export * from './catalogue-search.plugin';
export * from './catalogue-search.service';
export * from './types';
