import type { ProductDetails } from '@talat/commerce/types';

/** A sold-out variant the shopper may ask about, named as the product page names its options. */
export interface SoldOutChoice {
  uid: string;
  /** The option values ("XXL"), empty for a product without options. */
  label: string;
}

type Product = Pick<ProductDetails, 'kind' | 'stock_status' | 'is_preorder' | 'sold_in_currency' | 'configurable_options' | 'variants'>;

/**
 * The variants a back-in-stock alert can follow: a simple product that is out of stock, or the
 * sold-out variants of a configurable one, in the order of the page's options. Pre-orders,
 * bundles and gift cards have none (a bundle is out when a part is: the part is what returns),
 * nor does a product not sold in the shopper's currency (coming back would not make it buyable).
 */
export function soldOutChoices(product: Product): SoldOutChoice[] {
  if (product.is_preorder || !product.sold_in_currency) return [];
  if (product.kind === 'simple') {
    const only = product.variants[0];
    return product.stock_status === 'OUT_OF_STOCK' && only ? [{ uid: only.uid, label: '' }] : [];
  }
  if (product.kind !== 'configurable') return [];
  const valueLabel = new Map(product.configurable_options.flatMap((o) => o.values.map((v) => [`${o.uid}:${v.uid}`, v.label] as const)));
  return product.variants
    .filter((v) => v.stock_status === 'OUT_OF_STOCK' && v.sold_in_currency)
    .map((v) => ({
      uid: v.uid,
      label: product.configurable_options
        .map((o) => valueLabel.get(`${o.uid}:${v.attributes[o.uid] ?? ''}`))
        .filter((l): l is string => !!l)
        .join(' / '),
    }));
}
