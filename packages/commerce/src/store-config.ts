/**
 * The store config (spec: store-config fields): one schema, from which its type, its check of a
 * backend's answer and the values of switched-off features all come. A field is added here, in
 * the backend that knows it (the engine's store-config plugin and the Vendure query, or Magento's
 * mapper) and where the storefront reads it.
 */
import { z } from 'zod';
import type { Result } from './result';

const nullableString = z.string().nullable();
const flag = z.boolean();

/** A link the shopper may follow: a shop path (not `//host`) or an http(s) URL; anything else is dropped. */
const SAFE_URL = /^(\/(?!\/)|https?:\/\/)/;
const storeLink = z.object({ label: z.string().min(1), url: z.string().regex(SAFE_URL) });
const optionalStoreLink = storeLink
  .nullish()
  .catch(null)
  .transform((link) => link ?? null);

/** A third-party script: https only; anything else is dropped (the built-in fallback shows). */
const scriptUrl = z
  .string()
  .regex(/^https:\/\/[^\s"'<>]+$/)
  .nullish()
  .catch(null)
  .transform((url) => url ?? null);
/** A custom element name (lower case, with a hyphen), so that it cannot name a built-in tag. */
const elementName = z
  .string()
  .regex(/^[a-z][a-z0-9]*-[a-z0-9-]*$/)
  .nullish()
  .catch(null)
  .transform((name) => name ?? null);

/**
 * The tag manager container (`GTM-...`), or null. An id that breaks the rule is kept as it came
 * (not dropped here): the storefront logs it as '{id} is not a valid GTM-ID' and loads nothing.
 */
const tagManagerId = z
  .string()
  .nullish()
  .catch(null)
  .transform((id) => id?.trim() || null);

/**
 * A parcel carrier: its code (a shipment's `carrier`), its name in the store's language, and its
 * tracking page with `{tracking}` where the tracking number goes (https only: a carrier without a
 * usable page is dropped, and its parcels show without a link).
 */
const carrier = z.object({
  code: z.string().min(1),
  name: z.string().min(1),
  tracking_url: z.string().regex(/^https:\/\/[^\s"'<>{}]+\{tracking\}[^\s"'<>]*$/),
});
const carriers = z
  .array(z.unknown())
  .catch([])
  .transform((list) =>
    list.flatMap((c) => {
      const parsed = carrier.safeParse(c);
      return parsed.success ? [parsed.data] : [];
    }),
  );

/** A sort; `url` is its word in a listing URL (`?sort=price-low-to-high`), the value when the backend has none. */
const sortOption = z
  .object({
    value: z.string(),
    label: z.string(),
    url: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]*$/)
      .nullish()
      .catch(null),
  })
  .transform((o) => ({ value: o.value, label: o.label, url: o.url ?? o.value }));

/** A group of sizes (adult, junior, baby): the size filter's value codes it holds. */
const sizeGroup = z.object({ code: z.string(), label: z.string(), values: z.array(z.string()) });

/** The shop's logo: `src` null means the storefront draws the club crest. */
const logo = z.object({
  src: z.string().regex(SAFE_URL).nullable().catch(null),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  wordmark: z.string(),
});

const header = z.object({
  /** The header stays at the top of the window while the page scrolls. */
  sticky: flag,
  /** Offer the currency picker (shown only with more than one currency). */
  currency_switcher: flag,
});

/** A third-party widget: its script and the custom element it defines; null when built in. */
const providerWidget = { script_url: scriptUrl, element_name: elementName };

/** Buy-now-pay-later on-site messaging; provider 'default' is the storefront's own message. */
const bnpl = z.object({
  enabled: flag,
  provider: z.string(),
  installments: z.number().int().min(2),
  /** Smallest and largest order (major units) the provider splits, per currency. */
  limits: z.array(z.object({ currency: z.string(), min: z.number(), max: z.number() })),
  ...providerWidget,
});

/** Product reviews; provider 'engine' is the backend's own reviews. */
const reviews = z.object({ enabled: flag, provider: z.string(), ...providerWidget });

const storeAddress = z.object({
  firstname: z.string(),
  lastname: z.string(),
  street: z.array(z.string()),
  city: z.string(),
  region: nullableString,
  postcode: z.string(),
  country_code: z.string(),
  telephone: z.string(),
});

const clickCollect = z.object({
  enabled: flag,
  carrier_code: z.string(),
  method_code: z.string(),
  name: z.string(),
  title: z.string(),
  price: z.number(),
});

const captcha = z.object({
  coupon_code: flag,
  customer_create: flag,
  customer_login: flag,
  giftcard: flag,
  newsletter: flag,
  product_review: flag,
  place_order: flag,
});

/** Settings an older engine may not send: the shop works with these until it does. */
const DEFAULT_HEADER = { sticky: false, currency_switcher: true };
const NO_BNPL = { enabled: false, provider: 'default', installments: 3, limits: [], script_url: null, element_name: null };
export const BUILT_IN_REVIEWS = { enabled: true, provider: 'engine', script_url: null, element_name: null };

export const storeConfigSchema = z
  .object({
    store_code: z.string(),
    store_name: z.string(),
    locale: z.string(),
    default_country: z.string(),
    default_display_currency_code: z.string(),
    base_currency_code: z.string(),
    available_currency_codes: z.array(z.string()),
    base_media_url: z.string(),
    storefront_url: z.string(),
    grid_per_page: z.number().int(),
    minimum_password_length: z.number().int(),
    required_character_classes_number: z.number().int(),
    giftcard_enabled: flag,
    giftwrap_enabled: flag,
    giftwrap_sku: nullableString,
    preorder_enabled: flag,
    preorder_label: nullableString,
    preorder_note: nullableString,
    loyalty_balance_enabled: flag,
    shop_by_player_status: flag,
    shop_by_player_route: nullableString,
    size_group_primary_filter: nullableString,
    size_group_secondary_filter: nullableString,
    default_sort_by: z.string(),
    /** How the sizes of the primary and secondary size filters are grouped (empty: not grouped). */
    size_group_mapping: z.array(sizeGroup).catch([]),
    sort_options: z.array(sortOption),
    allowed_query_params: z.array(z.string()),
    click_collect: clickCollect,
    store_collect_address: storeAddress,
    captcha,
    /** Feature switches: wishlist controls, newsletter forms, exit capture, editing saved addresses. */
    wishlist_enabled: flag,
    newsletter_enabled: flag,
    exit_capture_enabled: flag,
    /** Days a dismissed exit capture stays away. */
    exit_capture_dismiss_days: z.number().int(),
    address_edit_enabled: flag,
    /** "Email me when it is back" on sold-out products (an older engine sends none: off). */
    stock_alerts_enabled: flag.nullish().transform((on) => on ?? false),
    /** Per currency: a point per `spend_per_point` paid, worth `point_value` (minor units). Empty when loyalty is off. */
    loyalty_rates: z.array(z.object({ currency: z.string(), spend_per_point: z.number().int(), point_value: z.number().int() })),
    /** Where to find the club's stores, in the store's language (a shop path without the language, or a full URL); null: none. */
    store_locator: optionalStoreLink,
    /** Where to buy match tickets, in the store's language; null: none. */
    ticket_locator: optionalStoreLink,
    logo: logo.nullish().catch(null),
    header: header.catch(DEFAULT_HEADER),
    bnpl: bnpl.catch(NO_BNPL),
    reviews: reviews.catch(BUILT_IN_REVIEWS),
    /** The shop's tag manager (null: none; an older engine sends none). */
    tag_manager_id: tagManagerId,
    /** The carriers the shop ships with and their tracking pages (an older engine sends none). */
    carriers: carriers.nullish().transform((list) => list ?? []),
  })
  // Without a logo of its own, the shop's name stands beside the crest.
  .transform(({ logo: sent, ...rest }) => ({
    ...rest,
    logo: sent ?? { src: null, alt: rest.store_name, width: 32, height: 32, wordmark: rest.store_name },
  }));

export type StoreConfig = z.output<typeof storeConfigSchema>;
export type SortOption = z.output<typeof sortOption>;
export type SizeGroup = z.output<typeof sizeGroup>;
export type StoreLogo = z.output<typeof logo>;
export type HeaderSettings = z.output<typeof header>;
export type ProviderWidget = Pick<z.output<typeof bnpl>, 'script_url' | 'element_name'>;
export type BnplSettings = z.output<typeof bnpl>;
export type ReviewsSettings = z.output<typeof reviews>;
export type StoreAddress = z.output<typeof storeAddress>;
export type ClickCollect = z.output<typeof clickCollect>;
export type CaptchaFlag = keyof z.output<typeof captcha>;
export type StoreLink = z.output<typeof storeLink>;
export type StoreCarrier = z.output<typeof carrier>;

/**
 * The store config of a feature a backend does not have: off, empty, or the storefront's own
 * (Magento Open Source has no gift cards, gift wrap, loyalty, pre-orders, click and collect, size
 * groups or provider widgets).
 */
export const FEATURES_OFF = {
  giftcard_enabled: false,
  giftwrap_enabled: false,
  giftwrap_sku: null,
  preorder_enabled: false,
  preorder_label: null,
  preorder_note: null,
  loyalty_balance_enabled: false,
  shop_by_player_status: false,
  shop_by_player_route: null,
  size_group_primary_filter: null,
  size_group_secondary_filter: null,
  size_group_mapping: [],
  click_collect: { enabled: false, carrier_code: '', method_code: '', name: '', title: '', price: 0 },
  store_collect_address: { firstname: '', lastname: '', street: [], city: '', region: null, postcode: '', country_code: '', telephone: '' },
  captcha: {
    coupon_code: false,
    customer_create: false,
    customer_login: false,
    giftcard: false,
    newsletter: false,
    product_review: false,
    place_order: false,
  },
  wishlist_enabled: false,
  newsletter_enabled: false,
  exit_capture_enabled: false,
  exit_capture_dismiss_days: 30,
  address_edit_enabled: false,
  stock_alerts_enabled: false,
  loyalty_rates: [],
  store_locator: null,
  ticket_locator: null,
  bnpl: NO_BNPL,
  tag_manager_id: null,
  carriers: [],
} satisfies Partial<StoreConfig>;

export type StoreConfigParseResult = Result<StoreConfig, string>;

/** Checks a backend's store config (the engine's answer has the unified field names already). */
export function parseStoreConfig(raw: unknown): StoreConfigParseResult {
  const parsed = storeConfigSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  return { ok: false, error: issues.slice(0, 5).join('; ') };
}
