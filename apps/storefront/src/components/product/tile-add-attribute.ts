/**
 * The attributes the tiles' buttons carry. Add-to-cart carries, with the SKU it adds: the server renders it
 * (product-tile.tsx) and the grid's island reads it (tile-grid.tsx). A plain module, because a
 * server component cannot read a value exported by a client module.
 */
export const ADD_TO_CART_ATTRIBUTE = 'data-add-to-cart';

/** The attribute a tile's wishlist heart carries, with the product's uid (handled by the same island). */
export const WISHLIST_ATTRIBUTE = 'data-wishlist';
