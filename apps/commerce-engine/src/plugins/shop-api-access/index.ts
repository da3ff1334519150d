export * from './constants';
export * from './shop-api-access.plugin';
export * from './shop-key';
