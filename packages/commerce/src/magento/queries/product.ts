/** A product's details. */
import { gql } from '../../graphql/document';
import type * as Raw from '../raw-types';
import { PRICE_RANGE, PRODUCT_TILE, CATEGORY_SUMMARY } from './fragments';
import { FIELD_OPTIONS } from './print-fragments';

export const PRODUCT_DETAILS_QUERY = gql<
  { products: { items: Raw.RawProductDetails[] } | null },
  { filter: Record<string, unknown> }
>(`query ProductDetails($filter: ProductAttributeFilterInput) {
  products(filter: $filter, pageSize: 1) {
    items {
      ${PRODUCT_TILE}
      description { html }
      meta_title meta_description
      media_gallery { url label position disabled }
      categories { ${CATEGORY_SUMMARY} }
      ... on CustomizableProductInterface { ${FIELD_OPTIONS} }
      ... on ConfigurableProduct {
        configurable_options { uid attribute_code label values { uid label } }
        variants {
          attributes { code uid }
          product { sku name stock_status only_x_left_in_stock thumbnail { url label } ${PRICE_RANGE} }
        }
      }
      ... on BundleProduct {
        items { uid title options { uid quantity product { sku name } } }
      }
    }
  }
}`);
