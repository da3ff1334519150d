import Link from '../link/shop-link';
import type { ReactNode } from 'react';
import { isExternalHref, storyLinkHref } from '../../lib/content/links';
import type { StoryLink as StoryLinkValue } from '../../lib/content/story-schema';
import type { Locale } from '../../lib/locale/locales';

/** A content link: shop-internal links through the shop's link (components/link/shop-link), external ones as plain anchors. */
export function StoryLink({
  link,
  locale,
  className,
  children,
}: {
  link: StoryLinkValue | null | undefined;
  locale: Locale;
  className?: string;
  children: ReactNode;
}) {
  const href = storyLinkHref(link, locale);
  if (!href) return <>{children}</>;
  if (isExternalHref(href) || href.startsWith('mailto:')) {
    return (
      <a href={href} className={className} rel="noopener noreferrer">
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}
