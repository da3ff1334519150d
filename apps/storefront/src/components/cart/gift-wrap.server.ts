import 'server-only';
import type { CommerceContext, Money, ProductSummary, StoreConfig } from '@talat/commerce/types';
import { getConnector } from '../../lib/commerce/connector.server';

export interface GiftWrapOffer {
  sku: string;
  price: Money;
}

function matches(product: ProductSummary, sku: string): boolean {
  return product.sku.toUpperCase() === sku.toUpperCase();
}

/**
 * The gift wrap the cart offers (store config `giftwrap_enabled`, `giftwrap_sku`): the product
 * with that SKU, found through the catalogue search (cached like any catalogue read), with its
 * price in the shopper's currency. Null when switched off, not found or out of stock.
 */
export async function getGiftWrapOffer(ctx: CommerceContext, config: StoreConfig | null): Promise<GiftWrapOffer | null> {
  const sku = config?.giftwrap_enabled ? config.giftwrap_sku?.trim() : null;
  if (!sku) return null;
  try {
    const connector = getConnector();
    const catalogue = { locale: ctx.locale, currency: ctx.currency };
    const found = await connector.searchProducts(catalogue, { search: sku, pageSize: 10 });
    let product: ProductSummary | undefined = found.items.find((p) => matches(p, sku));
    if (!product) {
      // The search may index a product's name only: its url key often is the SKU's readable form.
      product = (await connector.getProductDetails(catalogue, { url_key: 'gift-wrap' })) ?? undefined;
      if (product && !matches(product, sku)) product = undefined;
    }
    if (!product || product.stock_status === 'OUT_OF_STOCK') return null;
    return { sku: product.sku, price: product.price_range.minimum_price.final_price };
  } catch (error) {
    console.error('The gift wrap product could not be loaded', error);
    return null;
  }
}
