// Import a module by its path (`@talat/adyen/amounts`): `webhook-items` loads Adyen's library.
export * from './account-settings';
export * from './amounts';
export * from './browser-info';
export * from './checkout-url';
export * from './result-codes';
export * from './stand-in-defaults';
