'use client';

import NextLink from 'next/link';
import { useState, type ComponentProps } from 'react';

/**
 * Every shop-internal link. The page behind it is fetched ahead once the shopper reaches for it
 * (the pointer over it, keyboard focus, a finger on it), not whenever the link scrolls into
 * view: Next.js's default prefetched every link in view, 28 page payloads (about 1.2 MB) per
 * view of the home page, paid for by a phone's data plan and the server's processor
 * (docs/decisions/0025). `prefetch={false}` still means never.
 */
export default function ShopLink({ prefetch, onPointerEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof NextLink>) {
  const [reached, setReached] = useState(false);
  const reach = () => {
    if (!reached) setReached(true);
  };
  return (
    <NextLink
      {...props}
      prefetch={prefetch === false || !reached ? false : prefetch}
      onPointerEnter={(event) => {
        reach();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        reach();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        reach();
        onTouchStart?.(event);
      }}
    />
  );
}
