/**
 * Headers between the shop's own services (docs/decisions/0030). Importable alone
 * (`@talat/service-kit/headers`) by code that must not load the rest of the kit (a browser bundle,
 * the connector).
 *
 * - `x-talat-shop-key`: the storefront's proof to the engine's Shop API (SHOP_API_KEY); the Shop
 *   API answers nobody else.
 * - `x-talat-client-address`: the shopper's address as the storefront's server found it (the
 *   connection, or a trusted proxy's X-Forwarded-For). The storefront's server sets it on every
 *   request it hands to Next.js, replacing whatever a client sent; the engine believes it only
 *   beside a valid shop key.
 */
export const SHOP_KEY_HEADER = 'x-talat-shop-key';
export const CLIENT_ADDRESS_HEADER = 'x-talat-client-address';
