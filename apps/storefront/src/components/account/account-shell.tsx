import Link from '../link/shop-link';
import type { ReactNode } from 'react';
import { ACCOUNT_PATHS, ACCOUNT_SECTIONS, type AccountSection } from '../../lib/account/account-paths';
import { localePath, type Locale } from '../../lib/locale/locales';
import type { Messages } from '@/i18n/messages';
import './account.css';

/**
 * The frame of every My Account page: the section navigation (the current one marked with
 * aria-current) beside the page's own content, which brings its own h1.
 */
export function AccountShell({
  locale,
  current,
  labels,
  hidden = [],
  children,
}: {
  locale: Locale;
  current: AccountSection;
  /** The catalogue's `myAccount` words (these keys). */
  labels: Pick<Messages['myAccount'], 'title' | 'navLabel' | 'sections'>;
  /** Sections switched off in store config (wishlist, newsletter). */
  hidden?: readonly AccountSection[];
  children: ReactNode;
}) {
  return (
    <div className="account">
      <nav className="account__nav" aria-label={labels.navLabel}>
        <p className="account__nav-title">{labels.title}</p>
        <ul>
          {ACCOUNT_SECTIONS.filter((s) => !hidden.includes(s)).map((section) => (
            <li key={section}>
              <Link href={localePath(locale, ACCOUNT_PATHS[section])} aria-current={section === current ? 'page' : undefined}>
                {labels.sections[section]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="account__content">{children}</div>
    </div>
  );
}
