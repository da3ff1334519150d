import 'server-only';
import type { ProductDetails } from '@talat/commerce/types';
import { cookies } from 'next/headers';
import { getCategoryByUid } from '../commerce/catalog.server';
import { COOKIE } from '../cookies/names';
import { localePath, type Locale } from '../locale/locales';
import { breadcrumbCategory } from './breadcrumb-category';

export interface TrailItem {
  name: string;
  /** Path of the page (absent for the current page). */
  href?: string;
}

export interface ProductTrail {
  items: TrailItem[];
  /** The uid of the category the trail goes through (null for a product in no category). */
  via: string | null;
}

/**
 * Home, the category the product is reached through (its ancestors first) and the product.
 * The category is the last-visited one (cookie `s7-last-category`, written by category pages)
 * when the product belongs to it, else the product's deepest category.
 */
export async function productTrail(product: ProductDetails, locale: Locale, currency: string, homeName: string): Promise<ProductTrail> {
  const jar = await cookies();
  const category = breadcrumbCategory(product.categories, jar.get(COOKIE.lastCategory)?.value);
  const trail: TrailItem[] = [{ name: homeName, href: localePath(locale) }];
  if (category) {
    const full = await getCategoryByUid(locale, currency, category.uid).catch((error: unknown) => {
      console.error(`Category ${category.uid} of the breadcrumbs could not be loaded`, error);
      return null;
    });
    for (const crumb of full?.breadcrumbs ?? []) trail.push({ name: crumb.category_name, href: localePath(locale, crumb.category_url_path) });
    trail.push({ name: full?.name ?? category.name, href: localePath(locale, full?.url_path ?? category.url_path) });
  }
  trail.push({ name: product.name });
  return { items: trail, via: category?.uid ?? null };
}
