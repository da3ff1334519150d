import type { Lang } from './services';

// Which browser tests the scaled pass runs (docs/decisions/0033). The embedded pass runs every
// test; the scaled pass (TALAT_PROFILE=scaled) runs the tests tagged @scaled, and the fault
// tests. A test is tagged when it touches what the scaled profile changes: the database
// (PostgreSQL), sessions, carts and orders in it, caches and their invalidation across storefront
// processes, the job worker, the limits counted in Redis, nginx in front. A journey that runs in
// both languages is tagged in one of them (scaledIn). A test that only renders pages runs once.

/** Runs in the scaled pass too. */
export const SCALED = { tag: '@scaled' } as const;

/** One language of a journey that runs in both: the scaled pass runs it in Thai. */
export function scaledIn(lang: Lang): { tag?: string } {
  return lang === 'th' ? SCALED : {};
}
