/**
 * The cart sidebar's code (lines, quantities, totals) is fetched the first time a shopper shows
 * an intent to see the cart, not with every page: hovering or focusing the cart link, starting
 * an add-to-cart, or opening the sidebar. Importing twice fetches once.
 */
export const loadCartSidebar = () => import('./cart-sidebar-dialog');
