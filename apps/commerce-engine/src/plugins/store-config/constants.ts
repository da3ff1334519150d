export const STORE_CONFIG_PLUGIN_OPTIONS = Symbol('STORE_CONFIG_PLUGIN_OPTIONS');
export const loggerCtx = 'StoreConfigPlugin';
