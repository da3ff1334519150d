import 'server-only';
import type { CategorySummary, ProductDetails } from '@talat/commerce/types';
import { cookies } from 'next/headers';
import { getCategoryByUid } from '../commerce/catalog.server';
import { COOKIE } from '../cookies/names';
import { localePath, type Locale } from '../locale/locales';
import { breadcrumbCategory, deepestCategory } from './breadcrumb-category';

export interface TrailItem {
  name: string;
  /** Path of the page (absent for the current page). */
  href?: string;
}

export interface ProductTrails {
  /** The trail through each of the product's categories (at most MAX_TRAILS), by category uid. */
  byCategory: Record<string, TrailItem[]>;
  /** The trail of a product in no category: home and the product. */
  none: TrailItem[];
  /** The product's deepest category, the trail without a last-visited category. */
  deepest: string | null;
  /** The category this request's trail goes through (the cookie's, when the request has one). */
  via: string | null;
}

/** A product in more categories than this gets trails through the first ones (and its deepest). */
export const MAX_TRAILS = 12;

async function trailThrough(
  category: CategorySummary,
  product: ProductDetails,
  locale: Locale,
  currency: string,
  homeName: string,
): Promise<TrailItem[]> {
  const trail: TrailItem[] = [{ name: homeName, href: localePath(locale) }];
  const full = await getCategoryByUid(locale, currency, category.uid).catch((error: unknown) => {
    console.error(`Category ${category.uid} of the breadcrumbs could not be loaded`, error);
    return null;
  });
  for (const crumb of full?.breadcrumbs ?? []) trail.push({ name: crumb.category_name, href: localePath(locale, crumb.category_url_path) });
  trail.push({ name: full?.name ?? category.name, href: localePath(locale, full?.url_path ?? category.url_path) });
  trail.push({ name: product.name });
  return trail;
}

/**
 * Home, the category the product is reached through (its ancestors first) and the product, for
 * each of the product's categories. Which one a shopper sees follows spec section 3: the
 * last-visited category (cookie `s7-last-category`, written by category pages) when the product
 * belongs to it, else the deepest. The server picks by this request's cookie (none on a kept
 * page); the browser picks again by its own cookie (components/product/product-breadcrumbs.tsx),
 * so one kept page serves every shopper (docs/decisions/0036).
 */
export async function productTrails(product: ProductDetails, locale: Locale, currency: string, homeName: string): Promise<ProductTrails> {
  const jar = await cookies();
  const deepest = deepestCategory(product.categories);
  const chosen = breadcrumbCategory(product.categories, jar.get(COOKIE.lastCategory)?.value);
  const shown = product.categories.slice(0, MAX_TRAILS);
  for (const extra of [deepest, chosen]) if (extra && !shown.includes(extra)) shown.push(extra);
  const trails = await Promise.all(shown.map((category) => trailThrough(category, product, locale, currency, homeName)));
  return {
    byCategory: Object.fromEntries(shown.map((category, i) => [category.uid, trails[i]!])),
    none: [{ name: homeName, href: localePath(locale) }, { name: product.name }],
    deepest: deepest?.uid ?? null,
    via: chosen?.uid ?? null,
  };
}

/** The trail a request's page shows (and its JSON-LD names). */
export function trailOf(trails: ProductTrails): TrailItem[] {
  return (trails.via !== null ? trails.byCategory[trails.via] : undefined) ?? trails.none;
}
