/** A category as the menus show it (built on the server from the category tree). */
export interface MenuLink {
  uid: string;
  name: string;
  href: string;
}

export interface MenuItem extends MenuLink {
  /** "All {name}" in the shopper's language. */
  allLabel: string;
  children: MenuLink[];
}
