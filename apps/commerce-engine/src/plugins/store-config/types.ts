/** The Shop API `TalatStoreConfig` type, field for field (snake_case is the contract). */
export interface TalatStoreConfig {
  store_code: string;
  store_name: string;
  locale: string;
  default_country: string;
  default_display_currency_code: string;
  available_currency_codes: string[];
  base_currency_code: string;
  base_media_url: string;
  storefront_url: string;
  grid_per_page: number;
  minimum_password_length: number;
  required_character_classes_number: number;
  giftcard_enabled: boolean;
  giftwrap_enabled: boolean;
  giftwrap_sku: string | null;
  preorder_enabled: boolean;
  preorder_label: string | null;
  preorder_note: string | null;
  loyalty_balance_enabled: boolean;
  shop_by_player_status: boolean;
  shop_by_player_route: string | null;
  size_group_primary_filter: string | null;
  size_group_secondary_filter: string | null;
  /** How the product sizes of `size_group_primary_filter` (and the secondary one) are grouped. */
  size_group_mapping: SizeGroup[];
  default_sort_by: string;
  /** `url` is the sort's word in a listing URL (`?sort=price-low-to-high`). */
  sort_options: Array<{ value: string; label: string; url: string }>;
  allowed_query_params: string[];
  click_collect: {
    enabled: boolean;
    carrier_code: string;
    method_code: string;
    name: string;
    title: string;
    price: number;
  };
  store_collect_address: StoreAddress;
  captcha: CaptchaFlags;
  wishlist_enabled: boolean;
  newsletter_enabled: boolean;
  exit_capture_enabled: boolean;
  exit_capture_dismiss_days: number;
  address_edit_enabled: boolean;
  stock_alerts_enabled: boolean;
  loyalty_rates: LoyaltyRate[];
  /** Where to find the club's stores, in the store's language; null when the shop has none. */
  store_locator: StoreLink | null;
  /** Where to buy match tickets, in the store's language; null when the shop sells none. */
  ticket_locator: StoreLink | null;
  logo: StoreLogo;
  header: HeaderSettings;
  bnpl: BnplSettings;
  reviews: ReviewsSettings;
  /** The shop's tag manager container (`GTM-...`); null: none. The storefront loads it only with the shopper's consent. */
  tag_manager_id: string | null;
  /** The carriers the shop ships with, in the store's language, and their tracking pages. */
  carriers: StoreCarrier[];
}

/** A parcel carrier: `tracking_url` holds `{tracking}` where the tracking number goes. */
export interface StoreCarrier {
  code: string;
  name: string;
  tracking_url: string;
}

/** One group of sizes (adult, junior, baby) by the facet value codes it holds. */
export interface SizeGroup {
  code: string;
  label: string;
  values: string[];
}

/** The shop's logo: `src` null means the storefront draws the club crest itself. */
export interface StoreLogo {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  wordmark: string;
}

export interface HeaderSettings {
  /** The header stays at the top of the window while the page scrolls. */
  sticky: boolean;
  /** Offer the currency picker (only shown when the channel has more than one currency). */
  currency_switcher: boolean;
}

/**
 * Buy-now-pay-later on-site messaging. `provider` names the provider, and the message is answered
 * enabled only while the channel has an enabled payment method of that code: an offer of
 * instalments the checkout cannot take is no offer. 'default' (the storefront's own wording) names
 * no provider, so it shows nothing.
 */
export interface BnplSettings {
  enabled: boolean;
  provider: string;
  installments: number;
  /** Smallest and largest order (major units) the provider splits, per currency. */
  limits: Array<{ currency: string; min: number; max: number }>;
  script_url: string | null;
  element_name: string | null;
}

/** Product reviews: 'engine' is the engine's own reviews; another provider brings its widget. */
export interface ReviewsSettings {
  enabled: boolean;
  provider: string;
  script_url: string | null;
  element_name: string | null;
}

/** A labelled link of the store config: `url` is a shop path (`/contact`) or a full http(s) URL. */
export interface StoreLink {
  label: string;
  url: string;
}

/**
 * Loyalty points in one currency: a point is earned per `spend_per_point` paid (minor units,
 * e.g. 2500 satang = 25 baht) and is worth `point_value` when spent (minor units).
 */
export interface LoyaltyRate {
  currency: string;
  spend_per_point: number;
  point_value: number;
}

export interface StoreAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region: string | null;
  postcode: string;
  country_code: string;
  telephone: string;
}

export interface CaptchaFlags {
  coupon_code: boolean;
  customer_create: boolean;
  customer_login: boolean;
  giftcard: boolean;
  newsletter: boolean;
  product_review: boolean;
  place_order: boolean;
}

/** What differs between the Thai and the English store. */
export interface StoreLocaleSettings {
  storeCode: string;
  storeName: string;
  locale: string;
  defaultCountry: string;
  defaultCurrency: string;
  preorderLabel: string;
  preorderNote: string;
  clickCollectName: string;
  clickCollectTitle: string;
  /** Labels of the sort options by value. */
  sortLabels: Record<string, string>;
  storeCollectAddress: StoreAddress;
  storeLocator: StoreLink | null;
  ticketLocator: StoreLink | null;
  /** The logo's text alternative (the shop's name) and the wordmark beside it. */
  logoAlt: string;
  logoWordmark: string;
  /** Labels of the size groups by code. */
  sizeGroupLabels: Record<string, string>;
}

export interface StoreConfigPluginOptions {
  /** Public URL of the engine; assets are served under `${publicUrl}/assets/`. */
  publicUrl: string;
  storefrontUrl: string;
  gridPerPage: number;
  minimumPasswordLength: number;
  requiredCharacterClasses: number;
  giftcardEnabled: boolean;
  giftwrapEnabled: boolean;
  giftwrapSku: string | null;
  preorderEnabled: boolean;
  loyaltyBalanceEnabled: boolean;
  shopByPlayerStatus: boolean;
  shopByPlayerRoute: string | null;
  sizeGroupPrimaryFilter: string | null;
  sizeGroupSecondaryFilter: string | null;
  /** Size groups by facet value codes; labels per store (`sizeGroupLabels`). */
  sizeGroupMapping: Array<{ code: string; values: string[] }>;
  defaultSortBy: string;
  sortOptions: string[];
  /** A sort's word in listing URLs by sort value (a sort without one uses its value). */
  sortUrls: Record<string, string>;
  logo: { src: string | null; width: number; height: number };
  header: HeaderSettings;
  bnpl: BnplSettings;
  reviews: ReviewsSettings;
  /** The tag manager container (`GTM-...`, checked by the engine's GTM_ID); null: none (the demo's default). */
  tagManagerId: string | null;
  /** The carriers (code, names per store, tracking URL template); default @talat/rules/carriers. */
  carriers: ReadonlyArray<{ code: string; name: Record<string, string>; trackingUrl: string }>;
  allowedQueryParams: string[];
  clickCollect: { enabled: boolean; carrierCode: string; methodCode: string; price: number };
  captcha: CaptchaFlags;
  /** Feature switches: wishlist controls, newsletter forms, exit capture, editing saved addresses. */
  wishlistEnabled: boolean;
  newsletterEnabled: boolean;
  exitCaptureEnabled: boolean;
  /** Days a dismissed exit capture stays away. */
  exitCaptureDismissDays: number;
  addressEditEnabled: boolean;
  /** "Email me when it is back" on sold-out products (the stock-alerts plugin). */
  stockAlertsEnabled: boolean;
  loyaltyRates: LoyaltyRate[];
  /** Settings per store code; `fallbackStore` is used for any other language. */
  stores: Record<string, StoreLocaleSettings>;
  fallbackStore: string;
}

/** The channel facts the config is built from. */
export interface StoreChannelInfo {
  languageCode: string;
  availableCurrencyCodes: string[];
  baseCurrencyCode: string;
  /** Codes of the channel's enabled payment methods (the BNPL message needs its provider's). */
  paymentMethodCodes: string[];
}
