export * from './build-store-config';
export * from './default-options';
export * from './store-config.plugin';
export * from './store-config.service';
export * from './types';
