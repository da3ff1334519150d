import { BUILT_IN_REVIEWS, FEATURES_OFF } from '../store-config';
import type { StoreCarrier, StoreConfig } from '../types';
import type { RawCurrency, RawStoreConfig } from './raw-types';

const DEFAULT_SORTS = ['position', 'name', 'price_asc', 'price_desc'] as const;

const SORT_URLS: Record<string, string> = {
  position: 'featured',
  name: 'name',
  price_asc: 'price-low-to-high',
  price_desc: 'price-high-to-low',
  relevance: 'relevance',
};

const SORT_LABELS: Record<'th' | 'en', Record<string, string>> = {
  en: { position: 'Featured', name: 'Name', price_asc: 'Price: low to high', price_desc: 'Price: high to low' },
  th: { position: 'แนะนำ', name: 'ชื่อสินค้า', price_asc: 'ราคา: ต่ำไปสูง', price_desc: 'ราคา: สูงไปต่ำ' },
};

function int(value: string | number | null | undefined, fallback: number): number {
  const n = typeof value === 'number' ? value : Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
}

/** Magento's store flags are "1"/"0" strings. */
function on(value: string | null | undefined): boolean {
  return value === '1' || value === 'true';
}

/** `th_TH` -> `TH`: Magento Open Source's storeConfig has no default country field. */
export function countryOfLocale(locale: string | null | undefined): string {
  return /^[a-z]{2}_([A-Z]{2})$/.exec(locale ?? '')?.[1] ?? '';
}

/** Listing parameters every store allows; the filterable attributes come on top. */
const LISTING_PARAMS = ['q', 'page', 'sort', 'price', 'view'];
export const DEFAULT_FILTER_ATTRIBUTES = ['size', 'colour', 'player'];

/**
 * The unified store config from Magento Open Source's `storeConfig` and `currency`. What Magento
 * Open Source does not have is off (`FEATURES_OFF`, store-config.ts): the storefront hides it.
 */
export function mapStoreConfig(
  raw: RawStoreConfig,
  currency: RawCurrency,
  language: 'th' | 'en',
  filterAttributes: readonly string[] = DEFAULT_FILTER_ATTRIBUTES,
  carriers: StoreCarrier[] = [],
): StoreConfig {
  const mediaUrl = raw.secure_base_media_url || raw.base_media_url || '';
  const codes = (currency.available_currency_codes ?? []).filter((c): c is string => !!c);
  const display = raw.default_display_currency_code ?? currency.default_display_currency_code ?? '';
  const defaultSort = raw.catalog_default_sort_by === 'price' ? 'price_asc' : raw.catalog_default_sort_by === 'name' ? 'name' : 'position';
  const storeName = raw.store_name ?? raw.store_code ?? '';
  return {
    store_code: raw.store_code ?? '',
    store_name: storeName,
    locale: raw.locale ?? '',
    default_country: countryOfLocale(raw.locale),
    default_display_currency_code: display,
    base_currency_code: raw.base_currency_code ?? display,
    available_currency_codes: codes.length > 0 ? codes : [display],
    base_media_url: mediaUrl,
    storefront_url: raw.secure_base_link_url || raw.base_link_url || '',
    grid_per_page: int(raw.grid_per_page, 12),
    minimum_password_length: int(raw.minimum_password_length, 8),
    required_character_classes_number: int(raw.required_character_classes_number, 3),
    ...FEATURES_OFF,
    // Magento Open Source's own (docs/decisions/0061): the newsletter (Magento_Newsletter, on in a
    // clean install; 2.4.6's storeConfig has no flag for it) and the address book.
    newsletter_enabled: true,
    address_edit_enabled: true,
    default_sort_by: defaultSort,
    sort_options: DEFAULT_SORTS.map((value) => ({ value, label: SORT_LABELS[language][value] ?? value, url: SORT_URLS[value] ?? value })),
    allowed_query_params: [...LISTING_PARAMS, ...filterAttributes],
    logo: { src: null, alt: storeName, width: 160, height: 48, wordmark: storeName },
    header: { sticky: false, currency_switcher: codes.length > 1 },
    reviews: { ...BUILT_IN_REVIEWS, enabled: on(raw.product_reviews_enabled) },
    // Magento's own switch (Stores > Configuration > Customers > Wish List): the hearts and My Account's list.
    wishlist_enabled: on(raw.magento_wishlist_general_is_enabled),
    // "Where is my order?" (docs/decisions/0064): the shop's carriers and their tracking pages,
    // which Magento keeps none of (the connector's table, carriers.ts).
    carriers,
  };
}
