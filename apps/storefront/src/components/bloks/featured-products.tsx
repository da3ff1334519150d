import type { ProductList } from '@talat/commerce/types';
import type { z } from 'zod';
import { getConnector } from '../../lib/commerce/connector.server';
import { getShopContext } from '../../lib/commerce/shop-context.server';
import type { Locale } from '../../lib/locale/locales';
import { ProductGrid } from '../product/product-tile';
import { getTileWords } from '../product/tile-words.server';
import type { BlokProps } from './blok-types';
import type { featuredProductsSchema } from './blok-schemas';

type FeaturedBlok = z.infer<typeof featuredProductsSchema>;

/** The collection's name and products, or null (logged) when either cannot be loaded. */
async function loadFeatured(blok: FeaturedBlok, locale: Locale): Promise<{ name: string; list: ProductList } | null> {
  const ctx = await getShopContext(locale);
  const connector = getConnector();
  try {
    const category = await connector.getCategory(ctx, { url_key: blok.category });
    if (!category) {
      console.error(`featured_products: no category ${blok.category}`);
      return null;
    }
    const list = await connector.getProducts(ctx, { categoryUid: category.uid, pageSize: blok.limit });
    return { name: category.name, list };
  } catch (error) {
    console.error(`featured_products: failed to load ${blok.category}`, error);
    return null;
  }
}

/** Products of a collection (by slug), in the shopper's currency. Hidden when there are none. */
export async function FeaturedProducts({ blok, locale }: BlokProps<FeaturedBlok>) {
  const [featured, labels] = await Promise.all([loadFeatured(blok, locale), getTileWords()]);
  if (!featured || featured.list.items.length === 0) return null;
  const headingId = `featured-${blok._uid}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{blok.title || featured.name}</h2>
      <ProductGrid products={featured.list.items.slice(0, blok.limit)} locale={locale} labels={labels} />
    </section>
  );
}
