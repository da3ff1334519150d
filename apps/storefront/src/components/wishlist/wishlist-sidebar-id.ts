/** The sidebar dialog's element id. */
export const WISHLIST_SIDEBAR_ID = 'wishlist-sidebar';
