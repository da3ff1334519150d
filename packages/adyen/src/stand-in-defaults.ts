/**
 * The Adyen stand-in's development settings (apps/adyen-stand-in/src/options.ts): what the engine
 * and the storefront's Magento connector use without an Adyen account of the shop's own. Not
 * Adyen's: every production start refuses them.
 */
export const ADYEN_STAND_IN_DEFAULTS = {
  apiKey: 'stand-in-api-key',
  merchantAccount: 'TalatStandIn',
  clientKey: 'test_STANDIN',
  hmacKey: '4D716CC8181D79DB50323367084DC47BE7ECFA1D408005040D6F348D407717AA',
  checkoutUrl: 'http://127.0.0.1:3006/v71',
} as const;
