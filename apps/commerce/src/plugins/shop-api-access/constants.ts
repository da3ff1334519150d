/** The storefront's proof to the Shop API (SHOP_API_KEY); the contract of issue 28. */
export const SHOP_KEY_HEADER = 'x-talat-shop-key';

/** The shopper's address as the storefront found it; believed only beside a valid shop key. */
export const CLIENT_ADDRESS_HEADER = 'x-talat-client-address';

/** The answer to a Shop API request without the right key (GraphQL-shaped, so clients read it as an error). */
export const SHOP_API_FORBIDDEN_BODY = {
  errors: [{ message: 'The Shop API answers the storefront only.', extensions: { code: 'FORBIDDEN' } }],
} as const;

export interface ShopApiAccessOptions {
  /** SHOP_API_KEY: requests to the Shop API must carry it in `x-talat-shop-key`. */
  shopApiKey: string;
}
