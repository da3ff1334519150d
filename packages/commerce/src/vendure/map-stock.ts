import type { StockStatus } from '../types';

/** A numeric stock level at or below this is shown as "only X left". */
export const ONLY_X_LEFT_THRESHOLD = 5;

export interface Stock {
  stock_status: StockStatus;
  only_x_left_in_stock: number | null;
}

/** Units for a numeric level, null for the default strategy's words. */
function unitsOf(stockLevel: string): number | null {
  return /^-?\d+$/.test(stockLevel.trim()) ? Number(stockLevel) : null;
}

/**
 * Maps a variant's `stockLevel`. Words from Vendure's default strategy: IN_STOCK, LOW_STOCK
 * (in stock, count unknown), OUT_OF_STOCK. Numbers from a numeric strategy: <= 0 is out of
 * stock, small counts become only_x_left_in_stock. Anything else counts as in stock: the
 * engine still checks stock when an item is added to the cart.
 */
export function mapStockLevel(stockLevel: string): Stock {
  const units = unitsOf(stockLevel);
  if (units !== null) {
    if (units <= 0) return { stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: null };
    const left = units <= ONLY_X_LEFT_THRESHOLD ? units : null;
    return { stock_status: 'IN_STOCK', only_x_left_in_stock: left };
  }
  const status: StockStatus = stockLevel === 'OUT_OF_STOCK' ? 'OUT_OF_STOCK' : 'IN_STOCK';
  return { stock_status: status, only_x_left_in_stock: null };
}

/**
 * A product is in stock when any variant is. "Only X left" is the sum over in-stock variants
 * when every one of them reports a number and the sum is small.
 */
export function mapProductStock(variants: readonly { stockLevel: string }[]): Stock {
  const inStock = variants.filter((v) => mapStockLevel(v.stockLevel).stock_status === 'IN_STOCK');
  if (inStock.length === 0) return { stock_status: 'OUT_OF_STOCK', only_x_left_in_stock: null };
  const units = inStock.map((v) => unitsOf(v.stockLevel));
  const known = units.every((u): u is number => u !== null);
  const total = known ? units.reduce<number>((sum, u) => sum + (u ?? 0), 0) : null;
  const left = total !== null && total <= ONLY_X_LEFT_THRESHOLD ? total : null;
  return { stock_status: 'IN_STOCK', only_x_left_in_stock: left };
}
