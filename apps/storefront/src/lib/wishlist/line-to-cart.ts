import type { CartItemInput, WishlistLine } from '@talat/commerce/types';

/**
 * What moving a wishlist line to the cart adds, or null when the shopper must choose on the
 * product page first: a simple product in stock goes as it is; a product with options goes when
 * the variant was chosen on the product page; bundles and gift cards always need their page
 * (components, amount, recipient), and nothing out of stock is added.
 */
export function lineToCart(line: WishlistLine): CartItemInput | null {
  const { product, variant } = line;
  if (product.stock_status === 'OUT_OF_STOCK') return null;
  if (product.kind === 'simple') return { sku: product.sku, quantity: 1 };
  if (product.kind === 'configurable' && variant) return { variantUid: variant.uid, quantity: 1 };
  return null;
}
