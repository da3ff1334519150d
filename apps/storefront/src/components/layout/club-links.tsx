import type { StoreLink } from '@talat/commerce/types';
import type { Locale } from '../../lib/locale/locales';
import { shopPathIn } from '../../lib/routing/redirect-location';
import Link from '../link/shop-link';

/** A store-config link's address: a shop path in the shopper's language, or the full URL as it is. */
export function storeLinkHref(link: StoreLink, locale: Locale): string {
  return link.url.startsWith('/') ? shopPathIn(link.url, locale) : link.url;
}

/**
 * The store and ticket locators of the store config (spec section 3), in the footer, with the
 * engine's labels in the shopper's language; nothing when the shop has neither.
 */
export function ClubLinks({ links, locale, label }: { links: readonly (StoreLink | null)[]; locale: Locale; label: string }) {
  const shown = links.filter((l): l is StoreLink => l !== null);
  if (shown.length === 0) return null;
  return (
    <nav className="club-links" aria-label={label}>
      <ul>
        {shown.map((link) => {
          const href = storeLinkHref(link, locale);
          return (
            <li key={link.url}>
              {href.startsWith('/') ? (
                <Link href={href}>{link.label}</Link>
              ) : (
                <a href={href} rel="noopener noreferrer">
                  {link.label}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
