/** The sidebar dialog's element id: focus inside it is not where closing it returns to. */
export const CART_SIDEBAR_ID = 'cart-sidebar';
