import 'server-only';
import type { CommerceContext, Money, StoreConfig } from '@talat/commerce/types';
import { getConnector } from '@/lib/commerce/connector.server';

export interface GiftWrapOffer {
  sku: string;
  price: Money;
}

/**
 * The gift wrap the cart offers (store config `giftwrap_enabled`, `giftwrap_sku`): the product
 * with that SKU (cached like any catalogue read), with its price in the shopper's currency. Null
 * when switched off, not found or out of stock.
 */
export async function getGiftWrapOffer(ctx: CommerceContext, config: StoreConfig | null): Promise<GiftWrapOffer | null> {
  const sku = config?.giftwrap_enabled ? config.giftwrap_sku?.trim() : null;
  if (!sku) return null;
  try {
    const product = await getConnector().getProductBySku({ locale: ctx.locale, currency: ctx.currency }, { sku });
    if (!product || product.stock_status === 'OUT_OF_STOCK') return null;
    // The product's own SKU is its first variant's: the configured one names the variant to add.
    const own = product.sku.toUpperCase() === sku.toUpperCase();
    return { sku: own ? product.sku : sku, price: product.price_range.minimum_price.final_price };
  } catch (error) {
    console.error('The gift wrap product could not be loaded', error);
    return null;
  }
}
