'use client';

import { useEffect } from 'react';
import { pushEcommerce } from '../../lib/analytics/data-layer';
import type { Ga4Event } from '../../lib/analytics/ga4';
import { firstTime } from '../../lib/analytics/sent-once';

/**
 * Pushes a GA4 e-commerce event the server built (lib/analytics/ga4.ts) when the page shows:
 * view_item_list, view_item, view_cart, begin_checkout, purchase. With `once`, only the first
 * time this browser shows it (a purchase's order number: a reload counts no second sale).
 * Renders nothing.
 */
export function AnalyticsEvent({ event, once }: { event: Ga4Event; once?: string }) {
  const key = JSON.stringify(event);
  useEffect(() => {
    if (once && !firstTime(once)) return;
    pushEcommerce(JSON.parse(key) as Ga4Event);
  }, [key, once]);
  return null;
}
