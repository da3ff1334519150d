import type { WishlistButtonLabels } from './wishlist-button';

/** Move to cart, choose options and remove, for one wishlist line (sidebar and My Account). Templates take `{name}`. */
export interface WishlistLineLabels {
  moveToCart: string;
  moved: string;
  choose: string;
  remove: string;
  removed: string;
  failed: string;
  cartFailed: string;
}

export interface WishlistSidebarLabels {
  open: string;
  title: string;
  close: string;
  loading: string;
  loadError: string;
  empty: string;
  list: string;
  viewAll: string;
  guestNote: string;
  signIn: string;
  line: WishlistLineLabels;
}

export interface WishlistLabels {
  button: WishlistButtonLabels;
  sidebar: WishlistSidebarLabels;
}
