import type { Lang } from './services';

// Which browser tests each pass runs (docs/decisions/0033, 0035). The embedded pass runs every
// test but those tagged @scaled-only; the scaled pass (TALAT_PROFILE=scaled) runs the tests tagged
// @scaled, and the fault tests. A test is tagged when it touches what the scaled profile changes:
// the database (PostgreSQL), sessions, carts and orders in it, caches and their invalidation
// across storefront processes, the job worker, the limits counted in Redis, nginx in front. A test
// that only renders pages runs once, on the embedded profile.

/** Runs in the scaled pass too. */
export const SCALED = { tag: '@scaled' } as const;

/**
 * A journey that touches the database and runs in both languages: English on the embedded
 * profile (SQLite), Thai on the scaled one (PostgreSQL, Redis, two storefront processes). Each
 * language runs once, and each profile sees the journey (docs/decisions/0035). A fault test that
 * both profiles run is split the same way.
 */
export function scaledIn(lang: Lang): { tag: string[] } {
  return { tag: lang === 'th' ? ['@scaled', '@scaled-only'] : ['@embedded-only'] };
}

/** A test that needs a gift card, which Magento Open Source does not sell: the `magento` project leaves it out. */
export const GIFT_CARDS = '@gift-cards';
