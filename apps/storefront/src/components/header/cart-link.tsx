import Link from 'next/link';
import { localePath, type Locale } from '../../lib/locale/locales';
import { Icon } from '../icons/icon';

/** The cart icon with its item count; the accessible name says the count in words. */
export function CartLink({ locale, count, label }: { locale: Locale; count: number; label: string }) {
  return (
    <Link href={localePath(locale, 'cart')} className="icon-button cart-link" aria-label={label}>
      <Icon name="cart" />
      <span className="cart-count" aria-hidden="true">
        {count}
      </span>
    </Link>
  );
}
