/** The store config and currencies. */
import { gql } from '../../graphql/document';
import type * as Raw from '../raw-types';

/** `store-config-custom-query` of spec section 7: the fields Magento Open Source has. */
export const STORE_CONFIG_QUERY = gql<{ storeConfig: Raw.RawStoreConfig }>(`query StoreConfig {
  storeConfig {
    store_code store_name locale base_currency_code default_display_currency_code
    base_media_url secure_base_media_url base_link_url secure_base_link_url
    grid_per_page
    minimum_password_length required_character_classes_number
    catalog_default_sort_by product_reviews_enabled allow_guests_to_write_product_reviews
    magento_wishlist_general_is_enabled
  }
}`);

export const CURRENCY_QUERY = gql<{
  currency: Raw.RawCurrency;
  storeConfig: { default_display_currency_code: string | null };
}>(`query Currency {
  currency {
    base_currency_code default_display_currency_code
    available_currency_codes
    exchange_rates { currency_to rate }
  }
  storeConfig { default_display_currency_code }
}`);
