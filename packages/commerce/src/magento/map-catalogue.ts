import type {
  Aggregation,
  Category,
  CategorySummary,
  ConfigurableOption,
  Image,
  Money,
  PriceRange,
  PriceRangeBound,
  ProductDetails,
  ProductKind,
  ProductList,
  ProductQuery,
  ProductSummary,
  ProductVariant,
  Route,
  StockStatus,
} from '../types';
import type {
  RawAggregation,
  RawCategory,
  RawImage,
  RawMoney,
  RawPriceRange,
  RawProductDetails,
  RawProductList,
  RawProductTile,
  RawRoute,
  RawVariant,
} from './raw-types';
import { mapPrintSettings } from './map-personalisation';

/**
 * Magento's catalogue answers in the unified model. A product's uid here is its SKU: Magento
 * 2.4.6 cannot filter products by their own `uid`, and a SKU is unique per catalogue. A
 * configurable product's variant is its parent SKU and the chosen option values
 * (`variantUid`), which is what `addProductsToCart` takes.
 */

export function money(raw: RawMoney | null | undefined, currency: string): Money {
  return { value: raw?.value ?? 0, currency: raw?.currency ?? currency };
}

function bound(raw: { final_price: RawMoney; regular_price: RawMoney } | null | undefined, currency: string): PriceRangeBound {
  return { final_price: money(raw?.final_price, currency), regular_price: money(raw?.regular_price, currency) };
}

export function priceRange(raw: RawPriceRange, currency: string): PriceRange {
  return { minimum_price: bound(raw.minimum_price, currency), maximum_price: bound(raw.maximum_price ?? raw.minimum_price, currency) };
}

export function image(raw: RawImage | null | undefined, fallbackLabel: string): Image | null {
  if (!raw?.url || raw.disabled) return null;
  const out: Image = { url: raw.url, label: raw.label || fallbackLabel };
  if (typeof raw.position === 'number') out.position = raw.position;
  return out;
}

const KINDS: Record<string, ProductKind> = {
  SimpleProduct: 'simple',
  VirtualProduct: 'simple',
  ConfigurableProduct: 'configurable',
  BundleProduct: 'bundle',
};

function stock(raw: string | null | undefined): StockStatus {
  return raw === 'OUT_OF_STOCK' ? 'OUT_OF_STOCK' : 'IN_STOCK';
}

/** Magento's rating_summary is a percentage (0 to 100); the unified model's is stars (0 to 5). */
export function stars(ratingSummary: number | null | undefined): number {
  return Math.round(((ratingSummary ?? 0) / 20) * 10) / 10;
}

export function mapProductTile(raw: RawProductTile, currency: string): ProductSummary {
  const name = raw.name ?? raw.sku ?? '';
  return {
    uid: raw.sku ?? raw.uid,
    id: raw.uid,
    sku: raw.sku ?? '',
    name,
    url_key: raw.url_key ?? '',
    kind: KINDS[raw.__typename] ?? 'simple',
    thumbnail: image(raw.thumbnail, name),
    price_range: priceRange(raw.price_range, currency),
    stock_status: stock(raw.stock_status),
    only_x_left_in_stock: raw.only_x_left_in_stock ?? null,
    is_preorder: false,
    is_virtual: raw.__typename === 'VirtualProduct',
    rating_summary: stars(raw.rating_summary),
    review_count: raw.review_count ?? 0,
    // Magento prices every product in every display currency of the store (its own rates): no
    // product lacks one, and its conversion is the store's, not a product's (docs/decisions/0047)
    price_converted_from: null,
    sold_in_currency: true,
  };
}

export function mapCategorySummary(raw: Pick<RawCategory, 'uid' | 'name' | 'url_key' | 'url_path' | 'position'>): CategorySummary {
  return {
    uid: raw.uid,
    name: raw.name ?? '',
    url_key: raw.url_key ?? '',
    url_path: raw.url_path ?? raw.url_key ?? '',
    position: raw.position ?? 0,
  };
}

export function mapCategory(raw: RawCategory): Category {
  return {
    ...mapCategorySummary(raw),
    description: raw.description ?? '',
    image: null,
    breadcrumbs: (raw.breadcrumbs ?? []).map((b) => ({
      category_uid: b.category_uid,
      category_name: b.category_name ?? '',
      category_url_path: b.category_url_path ?? '',
    })),
    children: (raw.children ?? []).map(mapCategory).sort((a, b) => a.position - b.position),
  };
}

/** `parentSku|valueUid,valueUid`: a configurable product's variant, as addProductsToCart takes it. */
export function variantUid(parentSku: string, valueUids: readonly string[]): string {
  return `${parentSku}|${valueUids.join(',')}`;
}

export function parseVariantUid(uid: string): { sku: string; selected: string[] } | null {
  const bar = uid.indexOf('|');
  if (bar <= 0) return null;
  const selected = uid
    .slice(bar + 1)
    .split(',')
    .filter(Boolean);
  return selected.length > 0 ? { sku: uid.slice(0, bar), selected } : null;
}

function mapVariant(raw: RawVariant, parent: RawProductDetails, options: ConfigurableOption[], currency: string): ProductVariant | null {
  const product = raw.product;
  if (!product?.sku) return null;
  const attributes: Record<string, string> = {};
  const chosen: string[] = [];
  for (const option of options) {
    const value = raw.attributes?.find((a) => a.code === option.attribute_code);
    if (!value) return null;
    attributes[option.uid] = value.uid;
    chosen.push(value.uid);
  }
  const name = product.name ?? parent.name ?? '';
  return {
    uid: variantUid(parent.sku ?? '', chosen),
    sku: product.sku,
    name,
    attributes,
    price: bound(product.price_range.minimum_price, currency),
    stock_status: stock(product.stock_status),
    only_x_left_in_stock: product.only_x_left_in_stock ?? null,
    image: image(product.thumbnail, name),
    price_converted_from: null,
    sold_in_currency: true,
  };
}

/**
 * A simple, virtual or bundle product is its own variant: Magento lists variants for configurable
 * products only, and the product page buys the chosen variant. A simple product's uid is its SKU,
 * which addProductsToCart takes as it is; a bundle's names the option of each of its items (the
 * storefront sells each bundle with its one set of parts), which addProductsToCart takes as
 * `selected_options`. A bundle whose options Magento did not identify cannot be bought.
 */
function ownVariant(tile: ReturnType<typeof mapProductTile>, raw: RawProductDetails): ProductVariant[] {
  if (!tile.sku) return [];
  let uid: string;
  if (tile.kind === 'simple') uid = tile.sku;
  else if (tile.kind === 'bundle') {
    const chosen = (raw.items ?? []).map((item) => item.options?.[0]?.uid ?? null);
    if (chosen.length === 0 || chosen.some((c) => !c)) return [];
    uid = variantUid(tile.sku, chosen as string[]);
  } else return [];
  return [
    {
      uid,
      sku: tile.sku,
      name: tile.name,
      attributes: {},
      price: tile.price_range.minimum_price,
      stock_status: tile.stock_status,
      only_x_left_in_stock: tile.only_x_left_in_stock,
      image: tile.thumbnail,
      price_converted_from: null,
      sold_in_currency: true,
    },
  ];
}

export function mapProductDetails(raw: RawProductDetails, currency: string): ProductDetails {
  const tile = mapProductTile(raw, currency);
  const configurable_options: ConfigurableOption[] = (raw.configurable_options ?? []).map((o) => ({
    uid: o.uid,
    attribute_code: o.attribute_code ?? '',
    label: o.label ?? '',
    values: (o.values ?? []).map((v) => ({ uid: v.uid, label: v.label ?? '' })),
  }));
  const configured = (raw.variants ?? [])
    .map((v) => mapVariant(v, raw, configurable_options, currency))
    .filter((v): v is ProductVariant => !!v);
  const variants = configurable_options.length === 0 && configured.length === 0 ? ownVariant(tile, raw) : configured;
  const gallery = (raw.media_gallery ?? [])
    .map((m, i) => image({ ...m, position: m.position ?? i }, tile.name))
    .filter((m): m is Image => !!m)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0));
  return {
    ...tile,
    description: raw.description?.html ?? '',
    past24_hr_buying: 0,
    media_gallery: gallery.length > 0 ? gallery : tile.thumbnail ? [tile.thumbnail] : [],
    categories: (raw.categories ?? []).map(mapCategorySummary),
    configurable_options,
    variants,
    bundle_components: (raw.items ?? []).flatMap((item) =>
      (item.options ?? [])
        .slice(0, 1)
        .map((o) => ({ sku: o.product?.sku ?? '', label: item.title ?? o.product?.name ?? '', quantity: o.quantity ?? 1 })),
    ),
    personalisation: mapPrintSettings(raw.options, tile.price_range.minimum_price.final_price),
    meta_title: raw.meta_title || tile.name,
    meta_description: raw.meta_description ?? '',
  };
}

/** Magento's price buckets (`100_200`, `*_100`, `200_*`) give the result's price bounds. */
function priceBoundsOf(aggregations: RawAggregation[], currency: string): ProductList['price_bounds'] {
  const price = aggregations.find((a) => a.attribute_code === 'price');
  const ends = (price?.options ?? [])
    .flatMap((o) => o.value.split('_'))
    .map(Number)
    .filter(Number.isFinite);
  return ends.length > 0 ? { min: Math.min(...ends), max: Math.max(...ends), currency } : null;
}

/** Aggregations the storefront filters by: the attribute facets (price is a range; categories are the menu). */
function mapAggregations(raw: RawAggregation[]): Aggregation[] {
  return raw
    .filter((a) => a.attribute_code !== 'price' && a.attribute_code !== 'category_id' && a.attribute_code !== 'category_uid')
    .map((a) => ({
      code: a.attribute_code,
      label: a.label ?? a.attribute_code,
      options: (a.options ?? []).map((o) => ({ code: o.value, label: o.label ?? o.value, count: o.count ?? 0 })),
    }))
    .filter((a) => a.options.length > 0);
}

export function mapProductList(raw: RawProductList, query: ProductQuery, pageSize: number, currency: string): ProductList {
  const aggregations = raw.aggregations ?? [];
  const total = raw.total_count ?? 0;
  return {
    items: (raw.items ?? []).map((item) => mapProductTile(item, currency)),
    total_count: total,
    page_info: {
      current_page: raw.page_info?.current_page ?? query.page ?? 1,
      page_size: raw.page_info?.page_size ?? pageSize,
      total_pages: raw.page_info?.total_pages ?? Math.max(1, Math.ceil(total / pageSize)),
    },
    aggregations: mapAggregations(aggregations),
    price_bounds: priceBoundsOf(aggregations, currency),
  };
}

/** `products` arguments for a unified product query. */
export function productListVariables(query: ProductQuery, pageSize: number) {
  const filter: Record<string, unknown> = {};
  if (query.categoryUid) filter.category_uid = { eq: query.categoryUid };
  for (const [code, values] of Object.entries(query.filters?.facets ?? {})) {
    if (values.length > 0) filter[code] = { in: values };
  }
  const price = query.filters?.price;
  if (price && (price.min !== undefined || price.max !== undefined)) {
    filter.price = {
      ...(price.min !== undefined ? { from: String(price.min) } : {}),
      ...(price.max !== undefined ? { to: String(price.max) } : {}),
    };
  }
  const sorts: Record<string, Record<string, 'ASC' | 'DESC'>> = {
    position: { position: 'ASC' },
    name: { name: 'ASC' },
    price_asc: { price: 'ASC' },
    price_desc: { price: 'DESC' },
    relevance: { relevance: 'DESC' },
    newest: { position: 'ASC' },
  };
  const search = query.search?.trim();
  const sort = sorts[query.sort ?? (search ? 'relevance' : 'position')];
  return {
    ...(Object.keys(filter).length > 0 || !search ? { filter } : {}),
    ...(search ? { search } : {}),
    ...(sort ? { sort } : {}),
    pageSize,
    currentPage: Math.max(1, query.page ?? 1),
  };
}

/**
 * Magento's route answer: a product or category, a redirect (`redirect_code` 301/302 with the
 * target in `relative_url`), or null (CMS pages belong to the content service here).
 */
export function mapRoute(raw: RawRoute | null): Route | null {
  if (!raw) return null;
  if (raw.redirect_code === 301 || raw.redirect_code === 302) {
    const target = (raw.relative_url ?? '').trim();
    const external = /^https?:\/\/[^/\s]/i.test(target);
    // Only where a shopper may be sent: an http(s) URL or a path of this shop (never `//host` or a script).
    if (!target || (!external && (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//') || target.includes('\\')))) return null;
    return { type: 'REDIRECT', status: raw.redirect_code, target: external ? target : `/${target.replace(/^\/+/, '')}`, external };
  }
  if (raw.type === 'PRODUCT' && raw.sku) return { type: 'PRODUCT', uid: raw.sku, sku: raw.sku, url_key: raw.url_key ?? '' };
  if (raw.type === 'CATEGORY' && raw.uid) return { type: 'CATEGORY', uid: raw.uid, url_path: raw.url_path ?? '' };
  return null;
}
