import { gql } from './document';

/** Every field of TalatStoreConfig: the snake_case fields of the unified StoreConfig. */
export const STORE_CONFIG_QUERY = gql<{ storeConfig: unknown }>(`query StoreConfig {
  storeConfig {
    store_code store_name locale default_country default_display_currency_code
    available_currency_codes base_currency_code base_media_url storefront_url grid_per_page
    minimum_password_length required_character_classes_number giftcard_enabled
    giftwrap_enabled giftwrap_sku preorder_enabled preorder_label preorder_note
    loyalty_balance_enabled shop_by_player_status shop_by_player_route
    size_group_primary_filter size_group_secondary_filter default_sort_by
    size_group_mapping { code label values }
    sort_options { value label url }
    allowed_query_params
    click_collect { enabled carrier_code method_code name title price }
    store_collect_address {
      firstname lastname street city region postcode country_code telephone
    }
    captcha {
      coupon_code customer_create customer_login giftcard newsletter product_review place_order
    }
    wishlist_enabled newsletter_enabled exit_capture_enabled exit_capture_dismiss_days address_edit_enabled stock_alerts_enabled
    loyalty_rates { currency spend_per_point point_value }
    store_locator { label url }
    ticket_locator { label url }
    logo { src alt width height wordmark }
    header { sticky currency_switcher }
    bnpl { enabled provider installments limits { currency min max } script_url element_name }
    reviews { enabled provider script_url element_name }
    tag_manager_id
    carriers { code name tracking_url }
  }
}`);
