/** Selections the Magento documents share (prices, tiles, categories, carts). */
import { CART_ITEM_PRODUCT_OPTIONS, SELECTED_OPTIONS } from './print-fragments';

export const MONEY = 'value currency';

export const PRICE_RANGE = `price_range {
  minimum_price { final_price { ${MONEY} } regular_price { ${MONEY} } }
  maximum_price { final_price { ${MONEY} } regular_price { ${MONEY} } }
}`;

export const PRODUCT_TILE = `
  __typename uid sku name url_key stock_status only_x_left_in_stock rating_summary review_count
  thumbnail { url label position disabled }
  ${PRICE_RANGE}
`;

export const CATEGORY_SUMMARY = 'uid name url_key url_path position';

export const CATEGORY_DETAILS = `
  ${CATEGORY_SUMMARY} description
  breadcrumbs { category_uid category_name category_url_path }
`;

export const CART_ADDRESS = `
  firstname lastname company street city postcode telephone
  region { code label }
  country { code label }
`;

export const CART_FIELDS = `
  id email is_virtual total_quantity
  applied_coupons { code }
  prices {
    grand_total { ${MONEY} }
    subtotal_including_tax { ${MONEY} }
    subtotal_excluding_tax { ${MONEY} }
    applied_taxes { label amount { ${MONEY} } }
    discounts { label amount { ${MONEY} } }
  }
  items {
    __typename uid quantity
    prices {
      price_including_tax { ${MONEY} }
      row_total { ${MONEY} }
      row_total_including_tax { ${MONEY} }
      total_item_discount { ${MONEY} }
    }
    product { __typename uid sku name url_key stock_status only_x_left_in_stock thumbnail { url label } ${CART_ITEM_PRODUCT_OPTIONS} }
    ... on SimpleCartItem { ${SELECTED_OPTIONS} }
    ... on ConfigurableCartItem {
      configurable_options { configurable_product_option_uid option_label configurable_product_option_value_uid value_label }
      configured_variant { uid sku name thumbnail { url label } }
      ${SELECTED_OPTIONS}
    }
    ... on BundleCartItem {
      bundle_options { uid label type values { uid label quantity } }
      ${SELECTED_OPTIONS}
    }
  }
  shipping_addresses {
    ${CART_ADDRESS}
    selected_shipping_method { carrier_code carrier_title method_code method_title amount { ${MONEY} } }
  }
  billing_address { ${CART_ADDRESS} }
  selected_payment_method { code title }
`;

/* ---------------------------------------------------------------- store and catalogue */
