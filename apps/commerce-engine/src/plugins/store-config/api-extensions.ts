import gql from 'graphql-tag';

export const shopApiExtensions = gql`
  type TalatSortOption {
    value: String!
    label: String!
    "the sort's word in a listing URL (?sort=price-low-to-high)"
    url: String!
  }
  "a group of sizes (adult, junior, baby) by the size facet's value codes"
  type TalatSizeGroup {
    code: String!
    label: String!
    values: [String!]!
  }
  "src null: the storefront draws the club crest"
  type TalatLogo {
    src: String
    alt: String!
    width: Int!
    height: Int!
    wordmark: String!
  }
  type TalatHeaderSettings {
    sticky: Boolean!
    currency_switcher: Boolean!
  }
  "smallest and largest order (major units) the provider splits"
  type TalatBnplLimit {
    currency: String!
    min: Float!
    max: Float!
  }
  "provider 'default': the storefront's own message; another provider brings script_url and element_name"
  type TalatBnplSettings {
    enabled: Boolean!
    provider: String!
    installments: Int!
    limits: [TalatBnplLimit!]!
    script_url: String
    element_name: String
  }
  "provider 'engine': the engine's own reviews; another provider brings script_url and element_name"
  type TalatReviewsSettings {
    enabled: Boolean!
    provider: String!
    script_url: String
    element_name: String
  }
  type TalatClickCollect {
    enabled: Boolean!
    carrier_code: String!
    method_code: String!
    name: String!
    title: String!
    price: Float!
  }
  type TalatStoreAddress {
    firstname: String!
    lastname: String!
    street: [String!]!
    city: String!
    region: String
    postcode: String!
    country_code: String!
    telephone: String!
  }
  type TalatCaptchaFlags {
    coupon_code: Boolean!
    customer_create: Boolean!
    customer_login: Boolean!
    giftcard: Boolean!
    newsletter: Boolean!
    product_review: Boolean!
    place_order: Boolean!
  }
  "a point per spend_per_point paid, worth point_value when spent (minor units of currency)"
  type TalatLoyaltyRate {
    currency: String!
    spend_per_point: Int!
    point_value: Int!
  }
  "a labelled link: url is a shop path without the language (/contact) or a full http(s) URL"
  type TalatStoreLink {
    label: String!
    url: String!
  }
  type TalatStoreConfig {
    store_code: String!
    store_name: String!
    locale: String!
    default_country: String!
    default_display_currency_code: String!
    available_currency_codes: [String!]!
    base_currency_code: String!
    base_media_url: String!
    storefront_url: String!
    grid_per_page: Int!
    minimum_password_length: Int!
    required_character_classes_number: Int!
    giftcard_enabled: Boolean!
    giftwrap_enabled: Boolean!
    giftwrap_sku: String
    preorder_enabled: Boolean!
    preorder_label: String
    preorder_note: String
    loyalty_balance_enabled: Boolean!
    shop_by_player_status: Boolean!
    shop_by_player_route: String
    size_group_primary_filter: String
    size_group_secondary_filter: String
    size_group_mapping: [TalatSizeGroup!]!
    default_sort_by: String!
    sort_options: [TalatSortOption!]!
    allowed_query_params: [String!]!
    click_collect: TalatClickCollect!
    store_collect_address: TalatStoreAddress!
    captcha: TalatCaptchaFlags!
    wishlist_enabled: Boolean!
    newsletter_enabled: Boolean!
    "off whenever newsletter_enabled is off"
    exit_capture_enabled: Boolean!
    exit_capture_dismiss_days: Int!
    "customers may add, edit and delete saved addresses"
    address_edit_enabled: Boolean!
    "sold-out products offer to email the shopper when they are back (the stock-alerts plugin)"
    stock_alerts_enabled: Boolean!
    "empty when loyalty_balance_enabled is off"
    loyalty_rates: [TalatLoyaltyRate!]!
    "where to find the club's stores, in the store's language"
    store_locator: TalatStoreLink
    "where to buy match tickets, in the store's language"
    ticket_locator: TalatStoreLink
    logo: TalatLogo!
    header: TalatHeaderSettings!
    bnpl: TalatBnplSettings!
    reviews: TalatReviewsSettings!
    "the tag manager container (GTM- and uppercase letters or digits); null: none"
    tag_manager_id: String
    "the carriers the shop ships with (a fulfilment's method is one's code), in the store's language"
    carriers: [TalatCarrier!]!
  }
  "a parcel carrier: tracking_url holds {tracking} where the tracking number goes"
  type TalatCarrier {
    code: String!
    name: String!
    tracking_url: String!
  }
  extend type Query {
    storeConfig: TalatStoreConfig!
  }
`;
