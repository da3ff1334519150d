/**
 * The storefront's proof to the Shop API (`x-talat-shop-key`, SHOP_API_KEY) and the shopper's
 * address as the storefront found it (`x-talat-client-address`, believed only beside a valid
 * key): the names every service of the shop shares.
 */
export { CLIENT_ADDRESS_HEADER, SHOP_KEY_HEADER } from '@talat/service-kit/headers';

/** The answer to a Shop API request without the right key (GraphQL-shaped, so clients read it as an error). */
export const SHOP_API_FORBIDDEN_BODY = {
  errors: [{ message: 'The Shop API answers the storefront only.', extensions: { code: 'FORBIDDEN' } }],
} as const;

export interface ShopApiAccessOptions {
  /** SHOP_API_KEY: requests to the Shop API must carry it in `x-talat-shop-key`. */
  shopApiKey: string;
}
