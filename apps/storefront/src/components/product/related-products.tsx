import { getTranslations } from 'next-intl/server';
import type { Locale } from '../../lib/locale/locales';
import { getRelatedProducts } from '../../lib/product/product-data.server';
import { ProductGrid } from './product-tile';
import { getTileWords } from './tile-words.server';
import styles from './product.module.css';

/** Related products as tiles; nothing when there are none or they could not be loaded. */
export async function RelatedProducts({ uid, locale, currency }: { uid: string; locale: Locale; currency: string }) {
  const [products, labels, t] = await Promise.all([getRelatedProducts(locale, currency, uid), getTileWords(), getTranslations('product')]);
  if (!products || products.length === 0) return null;
  return (
    <section className={styles.related} aria-labelledby="related-title">
      <h2 id="related-title">{t('related')}</h2>
      <ProductGrid products={products} locale={locale} labels={labels} />
    </section>
  );
}
