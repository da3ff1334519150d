/** A product's print options, read before a personalised item is added (entered_options take their uids). */
import { gql } from '../../graphql/document';
import type { RawCustomizableOption } from '../map-personalisation';
import { FIELD_OPTIONS } from './print-fragments';

export const PRODUCT_PRINT_OPTIONS_QUERY = gql<
  { products: { items: Array<{ sku: string | null; options?: RawCustomizableOption[] | null }> } | null },
  { sku: string }
>(`query ProductPrintOptions($sku: String) {
  products(filter: { sku: { eq: $sku } }, pageSize: 1) {
    items { sku ... on CustomizableProductInterface { ${FIELD_OPTIONS} } }
  }
}`);
