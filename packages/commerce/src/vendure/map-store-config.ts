import { z } from 'zod';
import type { StoreConfig } from '../types';

const nullableString = z.string().nullable();
const flag = z.boolean();

/** A link the shopper may follow: a shop path (not `//host`) or an http(s) URL; anything else is dropped. */
const SAFE_URL = /^(\/(?!\/)|https?:\/\/)/;
const storeLink = z
  .object({ label: z.string().min(1), url: z.string().regex(SAFE_URL) })
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

const sizeGroup = z.object({ code: z.string(), label: z.string(), values: z.array(z.string()) });

const logo = z.object({
  src: z.string().regex(SAFE_URL).nullable().catch(null),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  wordmark: z.string(),
});

const bnpl = z.object({
  enabled: flag,
  provider: z.string(),
  installments: z.number().int().min(2),
  limits: z.array(z.object({ currency: z.string(), min: z.number(), max: z.number() })),
  script_url: scriptUrl,
  element_name: elementName,
});

const reviews = z.object({ enabled: flag, provider: z.string(), script_url: scriptUrl, element_name: elementName });

/** Settings an older engine may not send: the shop works with these until it does. */
const DEFAULT_HEADER = { sticky: false, currency_switcher: true };
const DEFAULT_BNPL = { enabled: false, provider: 'default', installments: 3, limits: [], script_url: null, element_name: null };
const DEFAULT_REVIEWS = { enabled: true, provider: 'engine', script_url: null, element_name: null };

const storeConfigSchema = z.object({
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
  size_group_mapping: z.array(sizeGroup).catch([]),
  sort_options: z.array(sortOption),
  allowed_query_params: z.array(z.string()),
  click_collect: z.object({
    enabled: flag,
    carrier_code: z.string(),
    method_code: z.string(),
    name: z.string(),
    title: z.string(),
    price: z.number(),
  }),
  store_collect_address: z.object({
    firstname: z.string(),
    lastname: z.string(),
    street: z.array(z.string()),
    city: z.string(),
    region: nullableString,
    postcode: z.string(),
    country_code: z.string(),
    telephone: z.string(),
  }),
  captcha: z.object({
    coupon_code: flag,
    customer_create: flag,
    customer_login: flag,
    giftcard: flag,
    newsletter: flag,
    product_review: flag,
    place_order: flag,
  }),
  wishlist_enabled: flag,
  newsletter_enabled: flag,
  exit_capture_enabled: flag,
  exit_capture_dismiss_days: z.number().int(),
  address_edit_enabled: flag,
  loyalty_rates: z.array(z.object({ currency: z.string(), spend_per_point: z.number().int(), point_value: z.number().int() })),
  store_locator: storeLink,
  ticket_locator: storeLink,
  logo: logo.nullish().catch(null),
  header: z.object({ sticky: flag, currency_switcher: flag }).catch(DEFAULT_HEADER),
  bnpl: bnpl.catch(DEFAULT_BNPL),
  reviews: reviews.catch(DEFAULT_REVIEWS),
});

export type StoreConfigParseResult = { ok: true; value: StoreConfig } | { ok: false; error: string };

/** The engine's TalatStoreConfig already has the unified field names: validate, don't rename. */
export function parseStoreConfig(raw: unknown): StoreConfigParseResult {
  const parsed = storeConfigSchema.safeParse(raw);
  if (parsed.success) {
    const { logo: sent, ...rest } = parsed.data;
    const logo = sent ?? { src: null, alt: rest.store_name, width: 32, height: 32, wordmark: rest.store_name };
    return { ok: true, value: { ...rest, logo } satisfies StoreConfig };
  }
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  return { ok: false, error: issues.slice(0, 5).join('; ') };
}
