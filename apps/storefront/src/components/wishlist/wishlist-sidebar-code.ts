/**
 * The wishlist sidebar's code is fetched when a shopper shows an intent to open it (hovering or
 * focusing the header's wishlist link, or opening it), not with every page.
 */
export const loadWishlistSidebar = () => import('./wishlist-sidebar-dialog');
