/** A variant's word on its price in the request currency (the engine's currency-prices plugin). */
interface CurrencyPriced {
  priceConvertedFrom?: string | null;
  soldInCurrency?: boolean;
}

export interface CurrencyPrice {
  price_converted_from: string | null;
  sold_in_currency: boolean;
}

/** One variant's: converted from which currency, and whether it is sold in this one. */
export function currencyPriceOf(variant: CurrencyPriced): CurrencyPrice {
  const sold = variant.soldInCurrency !== false;
  return { price_converted_from: sold ? (variant.priceConvertedFrom ?? null) : null, sold_in_currency: sold };
}

/**
 * A product's, from its variants: sold when some variant is, converted when some sold variant's
 * price is (the tile's "from" price may be one of them). No variants: sold, not converted.
 */
export function productCurrencyPriceOf(variants: readonly CurrencyPriced[]): CurrencyPrice {
  if (variants.length === 0) return { price_converted_from: null, sold_in_currency: true };
  const sold = variants.map(currencyPriceOf).filter((v) => v.sold_in_currency);
  return {
    price_converted_from: sold.find((v) => v.price_converted_from !== null)?.price_converted_from ?? null,
    sold_in_currency: sold.length > 0,
  };
}
