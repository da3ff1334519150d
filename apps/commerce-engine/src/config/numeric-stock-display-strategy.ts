import { ProductVariant, RequestContext, StockDisplayStrategy } from '@vendure/core';

/**
 * Shows a count when few are left, so the storefront can say "only 2 left":
 * OUT_OF_STOCK below 1, the number itself up to `lowStockLevel`, IN_STOCK above.
 */
export class NumericStockDisplayStrategy implements StockDisplayStrategy {
  constructor(private readonly lowStockLevel = 5) {}

  getStockLevel(_ctx: RequestContext, _variant: ProductVariant, saleableStockLevel: number): string {
    if (saleableStockLevel < 1) return 'OUT_OF_STOCK';
    if (saleableStockLevel <= this.lowStockLevel) return String(saleableStockLevel);
    return 'IN_STOCK';
  }
}
