'use client';

import type { ConfigurableOption, Personalisation, PriceRange, ProductVariant } from '@talat/commerce/types';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import type { PriceTexts } from '../../lib/product/price-texts';
import { EMPTY_PERSONALISATION, isPersonalisationFilled, type PersonalisationValues } from '../../lib/product/personalisation';
import { findVariant, paramsWithSelection, selectValue, type Selection } from '../../lib/product/variant-selection';

/** What the product page's client islands need of the product (kept small: it is serialised). */
export interface SelectableProductData {
  configurable_options: ConfigurableOption[];
  variants: ProductVariant[];
  price_range: PriceRange;
  personalisation: Personalisation | null;
  /** The currency the prices were converted from (ProductSummary), else null. */
  price_converted_from: string | null;
  /** False: not sold in the shopper's currency (the page says so instead of a price). */
  sold_in_currency: boolean;
}

interface ProductSelectionValue {
  product: SelectableProductData;
  selection: Selection;
  variant: ProductVariant | null;
  choose(optionUid: string, valueUid: string): void;
  personalisation: PersonalisationValues;
  setPersonalisation(values: PersonalisationValues): void;
  /** A name or number is typed: the print price applies. */
  personalised: boolean;
  /** Every price a choice can show, written by the server (lib/product/price-texts.ts). */
  priceTexts: PriceTexts;
}

/** No prices written by the server: one object, so the context value stays memoised. */
const NO_PRICE_TEXTS: PriceTexts = Object.freeze({});

const ProductSelectionContext = createContext<ProductSelectionValue | null>(null);

export function useProductSelection(): ProductSelectionValue {
  const value = useContext(ProductSelectionContext);
  if (!value) throw new Error('useProductSelection needs a ProductSelectionProvider');
  return value;
}

/**
 * The chosen options and personalisation of the product page. The choice is written to the URL
 * (`?variant=<sku>`, or option parameters for a partial choice) with history.replaceState, so a
 * reload or a shared link opens the same choice without adding history entries.
 */
export function ProductSelectionProvider({
  product,
  initialSelection,
  priceTexts = NO_PRICE_TEXTS,
  children,
}: {
  product: SelectableProductData;
  initialSelection: Selection;
  /** Prices written by the server; an amount not in it is formatted in the browser. */
  priceTexts?: PriceTexts;
  children: ReactNode;
}) {
  const [selection, setSelection] = useState<Selection>(initialSelection);
  const [personalisation, setPersonalisation] = useState<PersonalisationValues>(EMPTY_PERSONALISATION);

  const choose = useCallback(
    (optionUid: string, valueUid: string) => {
      const next = selectValue(product, selection, optionUid, valueUid);
      setSelection(next);
      const params = paramsWithSelection(product, next, new URLSearchParams(window.location.search));
      const query = params.toString();
      window.history.replaceState(
        window.history.state,
        '',
        `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`,
      );
    },
    [product, selection],
  );

  const value = useMemo<ProductSelectionValue>(
    () => ({
      product,
      selection,
      variant: findVariant(product, selection),
      choose,
      personalisation,
      setPersonalisation,
      personalised: isPersonalisationFilled(personalisation),
      priceTexts,
    }),
    [product, selection, choose, personalisation, priceTexts],
  );
  return <ProductSelectionContext.Provider value={value}>{children}</ProductSelectionContext.Provider>;
}
