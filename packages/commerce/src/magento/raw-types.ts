import type { RawCustomizableOption, RawSelectedOption } from './map-personalisation';
/** The shapes of Magento's answers, as far as the connector reads them (operations.ts). */

export interface RawMoney {
  value: number | null;
  currency: string | null;
}

export interface RawStoreConfig {
  store_code: string | null;
  store_name: string | null;
  locale: string | null;
  base_currency_code: string | null;
  default_display_currency_code: string | null;
  base_media_url: string | null;
  secure_base_media_url: string | null;
  base_link_url: string | null;
  secure_base_link_url: string | null;
  grid_per_page: number | null;
  minimum_password_length: string | null;
  required_character_classes_number: string | null;
  catalog_default_sort_by: string | null;
  product_reviews_enabled: string | null;
  allow_guests_to_write_product_reviews: string | null;
  magento_wishlist_general_is_enabled: string | null;
}

export interface RawCurrency {
  base_currency_code: string | null;
  default_display_currency_code: string | null;
  available_currency_codes: Array<string | null> | null;
  exchange_rates: Array<{ currency_to: string | null; rate: number | null } | null> | null;
}

export interface RawRoute {
  __typename: string;
  type: 'PRODUCT' | 'CATEGORY' | 'CMS_PAGE' | null;
  relative_url: string | null;
  redirect_code: number;
  uid?: string;
  sku?: string | null;
  url_key?: string | null;
  url_path?: string | null;
}

export interface RawCategory {
  uid: string;
  name: string | null;
  url_key: string | null;
  url_path: string | null;
  position: number | null;
  description: string | null;
  breadcrumbs: Array<{ category_uid: string; category_name: string | null; category_url_path: string | null }> | null;
  children?: RawCategory[] | null;
}

export interface RawImage {
  url: string | null;
  label: string | null;
  position?: number | null;
  disabled?: boolean | null;
}

export interface RawPriceRange {
  minimum_price: { final_price: RawMoney; regular_price: RawMoney };
  maximum_price: { final_price: RawMoney; regular_price: RawMoney } | null;
}

export interface RawProductTile {
  __typename: string;
  uid: string;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  only_x_left_in_stock: number | null;
  rating_summary: number;
  review_count: number;
  thumbnail: RawImage | null;
  price_range: RawPriceRange;
  categories?: Array<Omit<RawCategory, 'description' | 'breadcrumbs'>> | null;
}

export interface RawVariant {
  attributes: Array<{ code: string | null; uid: string }> | null;
  product: {
    sku: string | null;
    name: string | null;
    stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
    only_x_left_in_stock: number | null;
    thumbnail: RawImage | null;
    price_range: RawPriceRange;
  } | null;
}

export interface RawProductDetails extends RawProductTile {
  description: { html: string } | null;
  meta_title: string | null;
  meta_description: string | null;
  media_gallery: RawImage[] | null;
  categories: Array<Omit<RawCategory, 'description' | 'breadcrumbs'>> | null;
  configurable_options?: Array<{
    uid: string;
    attribute_code: string | null;
    label: string | null;
    values: Array<{ uid: string; label: string | null }> | null;
  }> | null;
  variants?: RawVariant[] | null;
  /** Customizable options (CustomizableProductInterface): a print's name and number fields (map-personalisation.ts). */
  options?: Array<RawCustomizableOption | null> | null;
  items?: Array<{
    uid?: string | null;
    title: string | null;
    options: Array<{ uid?: string | null; quantity: number | null; product: { sku: string | null; name: string | null } | null }> | null;
  }> | null;
}

export interface RawAggregation {
  attribute_code: string;
  label: string | null;
  options: Array<{ label: string | null; value: string; count: number | null }> | null;
}

export interface RawProductList {
  total_count: number | null;
  page_info: { current_page: number | null; page_size: number | null; total_pages: number | null } | null;
  aggregations: RawAggregation[] | null;
  items: RawProductTile[] | null;
}

export interface RawReview {
  nickname: string;
  summary: string;
  text: string;
  created_at: string;
  average_rating: number;
  ratings_breakdown: Array<{ name: string; value: string }>;
}

export interface RawReviewedProduct {
  sku: string | null;
  rating_summary: number;
  review_count: number;
  reviews: { items: RawReview[]; page_info: { current_page: number | null; page_size: number | null; total_pages: number | null } };
}

export interface RawReviewInput {
  sku: string;
  nickname: string;
  summary: string;
  text: string;
  ratings: Array<{ id: string; value_id: string }>;
}

export interface RawRatingMetadata {
  id: string;
  name: string;
  values: Array<{ value_id: string; value: string }>;
}

export interface RawCartAddress {
  firstname: string;
  lastname: string;
  company: string | null;
  street: string[];
  city: string;
  postcode: string | null;
  telephone: string | null;
  region: { code: string | null; label: string | null } | null;
  country: { code: string; label: string };
  selected_shipping_method?: {
    carrier_code: string;
    carrier_title: string;
    method_code: string;
    method_title: string;
    amount: RawMoney;
  } | null;
}

export interface RawCartItem {
  __typename: string;
  uid: string;
  quantity: number;
  prices: {
    price_including_tax: RawMoney;
    row_total: RawMoney;
    row_total_including_tax: RawMoney;
    total_item_discount: RawMoney | null;
  } | null;
  product: {
    __typename: string;
    uid: string;
    sku: string;
    name: string | null;
    url_key: string | null;
    stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
    only_x_left_in_stock: number | null;
    thumbnail: RawImage | null;
    options?: Array<RawCustomizableOption | null> | null;
  };
  /** The chosen customizable options (a print's name and number). */
  customizable_options?: Array<RawSelectedOption | null> | null;
  configurable_options?: Array<{
    configurable_product_option_uid: string;
    option_label: string;
    configurable_product_option_value_uid: string;
    value_label: string;
  }> | null;
  configured_variant?: { uid: string; sku: string | null; name: string | null; thumbnail: RawImage | null } | null;
  bundle_options?: Array<{
    uid: string;
    label: string;
    type: string;
    values: Array<{ uid: string; label: string; quantity: number }>;
  }> | null;
}

export interface RawCart {
  id: string;
  email: string | null;
  is_virtual: boolean;
  total_quantity: number;
  applied_coupons: Array<{ code: string } | null> | null;
  prices: {
    grand_total: RawMoney | null;
    subtotal_including_tax: RawMoney | null;
    subtotal_excluding_tax: RawMoney | null;
    applied_taxes: Array<{ label: string; amount: RawMoney }> | null;
    discounts: Array<{ label: string; amount: RawMoney } | null> | null;
  } | null;
  items: Array<RawCartItem | null> | null;
  shipping_addresses: Array<RawCartAddress | null>;
  billing_address: RawCartAddress | null;
  selected_payment_method: { code: string; title: string } | null;
}

export interface RawUserError {
  code: string;
  message: string;
}

export interface RawCartAddressInput {
  firstname: string;
  lastname: string;
  company?: string;
  street: string[];
  city: string;
  region?: string;
  postcode: string;
  country_code: string;
  telephone: string;
  save_in_address_book: boolean;
}

export interface RawShippingMethod {
  carrier_code: string;
  carrier_title: string;
  method_code: string | null;
  method_title: string | null;
  available: boolean;
  error_message: string | null;
  amount: RawMoney;
  price_incl_tax: RawMoney;
  price_excl_tax: RawMoney;
}

export interface RawShippingMethodsCart {
  id: string;
  shipping_addresses: Array<{ available_shipping_methods: Array<RawShippingMethod | null> | null } | null>;
}

export interface RawPaymentMethod {
  code: string;
  title: string;
}

export interface RawCustomer {
  firstname: string | null;
  lastname: string | null;
  email: string | null;
  is_subscribed: boolean | null;
}

/** createCustomerV2's input, as the connector fills it (CustomerCreateInput with LoginAsCustomerGraphQl's field). */
export interface RawCustomerCreateInput {
  email: string;
  firstname: string;
  lastname: string;
  is_subscribed: boolean;
  allow_remote_shopping_assistance: boolean;
}
