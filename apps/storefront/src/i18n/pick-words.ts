/**
 * The part of a message subtree that a client component reads, by key, typed from the
 * catalogue. What a server component hands a client component is written into the page, so a
 * component on every page (the cart and wishlist sidebars) gets only its own words, not its
 * whole area's (docs/decisions/0040).
 */
export function pickWords<T extends object, K extends keyof T>(words: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, words[key]])) as Pick<T, K>;
}
