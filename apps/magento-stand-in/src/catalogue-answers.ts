import { GraphQLError } from 'graphql';
import {
  attributeLabel,
  attributeValues,
  CATEGORIES,
  FILTER_ATTRIBUTES,
  imagesOf,
  label,
  optionValueUid,
  priceOf,
  PRODUCTS,
  reviewsOf,
  ROOT_CATEGORY_UID,
  uidOf,
  valueLabel,
  type CurrencyCode,
  type Language,
  type StandInCategory,
  type StandInProduct,
} from './catalogue';
import { optionsAnswer } from './print-options';

/** Who asks: the store view (`Store` header) and display currency (`Content-Currency`), and where pictures live. */
export interface Scope {
  language: Language;
  currency: CurrencyCode;
  mediaUrl: string;
  /** The customer whose token the request carries (their id), null for a guest or the integration. */
  customerId?: number | null;
}

type Args = Record<string, unknown>;
type Filter = Record<string, { eq?: string; in?: string[]; match?: string; from?: string; to?: string } | undefined>;

export function inputError(message: string, category = 'graphql-input'): GraphQLError {
  return new GraphQLError(message, { extensions: { category } });
}

const money = (value: number, currency: CurrencyCode) => ({ value: Math.round(value * 100) / 100, currency });

function priceRange(final: number, regular: number, currency: CurrencyCode) {
  const bound = {
    final_price: money(final, currency),
    regular_price: money(regular, currency),
    discount: { amount_off: Math.max(0, regular - final), percent_off: regular > 0 ? Math.round(((regular - final) / regular) * 100) : 0 },
  };
  return { minimum_price: bound, maximum_price: bound };
}

export function categoryAnswer(category: StandInCategory, scope: Scope, depth = 3): Record<string, unknown> {
  const parents: StandInCategory[] = [];
  for (let p = CATEGORIES.find((c) => c.uid === category.parentUid); p; p = CATEGORIES.find((c) => c.uid === p!.parentUid))
    parents.unshift(p);
  return {
    __typename: 'CategoryTree',
    uid: category.uid,
    id: category.id,
    name: label(category.def.name, scope.language),
    url_key: category.slug,
    url_path: category.urlPath,
    url_suffix: '',
    position: category.position,
    level: parents.length + 2,
    description: label(category.def.description, scope.language),
    breadcrumbs:
      parents.length > 0
        ? parents.map((p) => ({
            category_uid: p.uid,
            category_name: label(p.def.name, scope.language),
            category_url_path: p.urlPath,
            category_url_key: p.slug,
            category_level: 2,
          }))
        : null,
    children: depth > 0 ? CATEGORIES.filter((c) => c.parentUid === category.uid).map((c) => categoryAnswer(c, scope, depth - 1)) : [],
    children_count: String(CATEGORIES.filter((c) => c.parentUid === category.uid).length),
    redirect_code: 0,
    relative_url: category.urlPath,
    type: 'CATEGORY',
  };
}

export function rootCategoryAnswer(scope: Scope): Record<string, unknown> {
  return {
    __typename: 'CategoryTree',
    uid: ROOT_CATEGORY_UID,
    id: 2,
    name: 'Default Category',
    url_key: null,
    url_path: null,
    position: 0,
    level: 1,
    description: null,
    breadcrumbs: null,
    children: CATEGORIES.filter((c) => !c.parentUid).map((c) => categoryAnswer(c, scope)),
    redirect_code: 0,
  };
}

function imageAnswer(product: StandInProduct, index: number, scope: Scope) {
  return {
    __typename: 'ProductImage',
    url: `${scope.mediaUrl}products/${product.def.slug}-${index + 1}.svg`,
    label: label(product.def.name, scope.language),
    position: index,
    disabled: false,
  };
}

function stockStatus(units: number) {
  return units > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK';
}

/** Magento shows "only N left" under its threshold (Stores > Configuration > Inventory): 5 here. */
const ONLY_LEFT_THRESHOLD = 5;

function onlyLeft(units: number): number | null {
  return units > 0 && units <= ONLY_LEFT_THRESHOLD ? units : null;
}

function ratingPercent(ratings: { quality: number; fit: number; value: number }): number {
  return Math.round(((ratings.quality + ratings.fit + ratings.value) / 3) * 20);
}

export function reviewAnswers(product: StandInProduct) {
  return reviewsOf(product)
    .slice()
    .sort((a, b) => a.daysAgo - b.daysAgo)
    .map((r) => ({
      nickname: r.nickname,
      summary: r.summary,
      text: r.text,
      created_at: new Date(Date.now() - r.daysAgo * 86_400_000).toISOString().replace('T', ' ').slice(0, 19),
      average_rating: ratingPercent(r.ratings),
      ratings_breakdown: (['quality', 'fit', 'value'] as const).map((name) => ({
        name: name[0]!.toUpperCase() + name.slice(1),
        value: String(r.ratings[name]),
      })),
    }));
}

/** A product as Magento's ProductInterface answers it, in the scope's language and currency. */
export function productAnswer(
  product: StandInProduct,
  scope: Scope,
  extraReviews: ReturnType<typeof reviewAnswers> = [],
): Record<string, unknown> {
  const { def } = product;
  const name = label(def.name, scope.language);
  const { final, regular } = priceOf(product, scope.currency);
  const units = product.variants.length > 0 ? product.variants.reduce((n, v) => n + v.stock, 0) : product.stock;
  const images = imagesOf(product).map((_, i) => imageAnswer(product, i, scope));
  const reviews = [...extraReviews, ...reviewAnswers(product)];
  const rating = reviews.length > 0 ? Math.round(reviews.reduce((s, r) => s + r.average_rating, 0) / reviews.length) : 0;
  const configurable = product.typename === 'ConfigurableProduct';
  const attribute = configurable ? Object.keys(product.variants[0]!.values)[0]! : null;
  return {
    __typename: product.typename,
    id: product.id,
    uid: product.uid,
    sku: def.sku,
    name,
    url_key: def.slug,
    url_suffix: '',
    type_id: product.typename === 'ConfigurableProduct' ? 'configurable' : product.typename === 'BundleProduct' ? 'bundle' : 'simple',
    stock_status: stockStatus(units),
    only_x_left_in_stock: product.variants.length > 0 ? null : onlyLeft(units),
    rating_summary: rating,
    review_count: reviews.length,
    thumbnail: images[0] ?? null,
    small_image: images[0] ?? null,
    image: images[0] ?? null,
    media_gallery: images,
    price_range: priceRange(final, regular, scope.currency),
    // Customizable options: a personalisable shirt's name and number fields (print-options.ts).
    options: optionsAnswer(product, scope.language, scope.currency),
    description: { html: `<p>${label(def.description, scope.language)}</p>` },
    short_description: { html: '' },
    meta_title: name,
    meta_description: label(def.description, scope.language).slice(0, 160),
    categories: product.categoryUids.map((uid) =>
      categoryAnswer(
        CATEGORIES.find((c) => c.uid === uid)!,
        scope,
        0,
      ),
    ),
    // Resolved only when asked (each related product has related products of its own).
    related_products: () =>
      PRODUCTS.filter((p) => p !== product && p.inCatalog && p.categoryUids.some((c) => product.categoryUids.includes(c)))
        .slice(0, 8)
        .map((p) => productAnswer(p, scope)),
    reviews: ({ pageSize = 20, currentPage = 1 }: Args) => {
      const size = Number(pageSize);
      const page = Number(currentPage);
      return {
        items: reviews.slice((page - 1) * size, page * size),
        page_info: { current_page: page, page_size: size, total_pages: Math.max(1, Math.ceil(reviews.length / size)) },
      };
    },
    ...(configurable && attribute
      ? {
          configurable_options: [
            {
              uid: Buffer.from(`configurable/${product.id}/${attribute}`).toString('base64'),
              attribute_uid: uidOf(attribute),
              attribute_code: attribute,
              label: attributeLabel(attribute, scope.language),
              values: product.variants.map((v) => ({
                uid: optionValueUid(attribute, v.values[attribute]!),
                label: valueLabel(attribute, v.values[attribute]!, scope.language),
              })),
            },
          ],
          variants: product.variants.map((v) => ({
            attributes: [
              {
                code: attribute,
                uid: optionValueUid(attribute, v.values[attribute]!),
                label: valueLabel(attribute, v.values[attribute]!, scope.language),
              },
            ],
            product: variantAnswer(product, v.sku, scope),
          })),
        }
      : {}),
    ...(product.typename === 'BundleProduct'
      ? {
          items: (def.bundle ?? []).map((b, i) => ({
            uid: uidOf(`bundle/${product.id}/${i}`),
            title: typeof b.label === 'string' ? b.label : (b.label[scope.language] ?? b.label.en ?? b.sku),
            options: [
              {
                uid: uidOf(`bundle/${product.id}/${i}/0`),
                quantity: b.quantity,
                product: {
                  __typename: 'SimpleProduct',
                  uid: uidOf(b.sku),
                  sku: b.sku,
                  name: typeof b.label === 'string' ? b.label : (b.label[scope.language] ?? b.sku),
                },
              },
            ],
          })),
        }
      : {}),
  };
}

export function variantAnswer(product: StandInProduct, sku: string, scope: Scope): Record<string, unknown> {
  const variant = product.variants.find((v) => v.sku === sku)!;
  const { final, regular } = priceOf(product, scope.currency);
  const attribute = Object.keys(variant.values)[0]!;
  const name = `${label(product.def.name, scope.language)} (${valueLabel(attribute, variant.values[attribute]!, scope.language)})`;
  return {
    __typename: 'SimpleProduct',
    uid: uidOf(sku),
    sku,
    name,
    url_key: null,
    stock_status: stockStatus(variant.stock),
    only_x_left_in_stock: onlyLeft(variant.stock),
    thumbnail: imageAnswer(product, 0, scope),
    price_range: priceRange(final, regular, scope.currency),
  };
}

function matches(product: StandInProduct, filter: Filter, skip?: string): boolean {
  for (const [key, condition] of Object.entries(filter)) {
    if (!condition || key === skip) continue;
    if (key === 'category_uid') {
      const wanted = condition.in ?? (condition.eq ? [condition.eq] : []);
      if (!wanted.some((uid) => product.categoryUids.includes(uid))) return false;
    } else if (key === 'sku' || key === 'url_key') {
      const own = key === 'sku' ? product.def.sku : product.def.slug;
      const wanted = condition.in ?? (condition.eq ? [condition.eq] : []);
      if (!wanted.includes(own)) return false;
    } else if (key === 'name') {
      if (condition.match && !`${product.def.name.en} ${product.def.name.th}`.toLowerCase().includes(condition.match.toLowerCase()))
        return false;
    } else if (key === 'price') {
      // Range ends are compared in the store's currency, as the price index holds it.
      continue;
    } else if ((FILTER_ATTRIBUTES as readonly string[]).includes(key)) {
      const wanted = condition.in ?? (condition.eq ? [condition.eq] : []);
      if (wanted.length > 0 && !attributeValues(product, key).some((v) => wanted.includes(v))) return false;
    }
  }
  return true;
}

function inPriceRange(product: StandInProduct, filter: Filter, currency: CurrencyCode): boolean {
  const range = filter.price;
  if (!range) return true;
  const price = priceOf(product, currency).final;
  if (range.from !== undefined && range.from !== '' && price < Number(range.from)) return false;
  if (range.to !== undefined && range.to !== '' && price > Number(range.to)) return false;
  return true;
}

/** Full-text search over both languages' names and the SKU, every word required (Magento's default AND). */
function searchScore(product: StandInProduct, search: string): number {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = `${product.def.name.en} ${product.def.name.th} ${product.def.sku}`.toLowerCase();
  const description = `${product.def.description.en} ${product.def.description.th}`.toLowerCase();
  let score = 0;
  for (const word of words) {
    if (haystack.includes(word)) score += 2;
    else if (description.includes(word)) score += 1;
    else return 0;
  }
  return score;
}

/** `products(...)`: filters, search, sort, paging and layered-navigation counts, as Magento answers them. */
export function productsAnswer(
  args: Args,
  scope: Scope,
  withReviews: (p: StandInProduct) => ReturnType<typeof reviewAnswers>,
): Record<string, unknown> {
  const filter = (args.filter ?? {}) as Filter;
  const search = typeof args.search === 'string' ? args.search.trim() : '';
  if (!search && Object.keys(filter).length === 0) throw inputError("'search' or 'filter' input argument is required.");
  const direct = filter.sku || filter.url_key;
  const visible = PRODUCTS.filter((p) => (direct ? true : search ? p.inSearch : p.inCatalog));
  const scored = visible.map((p) => ({ p, score: search ? searchScore(p, search) : 1 })).filter((x) => x.score > 0);
  const base = scored.filter((x) => matches(x.p, filter));
  const hits = base.filter((x) => inPriceRange(x.p, filter, scope.currency));
  const sort = (args.sort ?? {}) as Record<string, 'ASC' | 'DESC'>;
  const [key, direction] = Object.entries(sort)[0] ?? [search ? 'relevance' : 'position', search ? 'DESC' : 'ASC'];
  const sign = direction === 'DESC' ? -1 : 1;
  hits.sort((a, b) => {
    if (key === 'price')
      return sign * (priceOf(a.p, scope.currency).final - priceOf(b.p, scope.currency).final) || a.p.position - b.p.position;
    if (key === 'name')
      return sign * label(a.p.def.name, scope.language).localeCompare(label(b.p.def.name, scope.language), scope.language);
    if (key === 'relevance') return sign * (a.score - b.score) || a.p.position - b.p.position;
    return sign * (a.p.position - b.p.position);
  });
  const pageSize = Math.max(1, Math.min(300, Number(args.pageSize ?? 20)));
  const currentPage = Math.max(1, Number(args.currentPage ?? 1));
  const totalPages = Math.max(1, Math.ceil(hits.length / pageSize));
  if (hits.length > 0 && currentPage > totalPages) {
    throw inputError(`currentPage value ${currentPage} specified is greater than the ${totalPages} page(s) available.`);
  }
  const prices = base.map((x) => priceOf(x.p, scope.currency).final);
  const aggregations = [
    ...(prices.length > 0
      ? [
          {
            attribute_code: 'price',
            label: scope.language === 'th' ? 'ราคา' : 'Price',
            count: 1,
            position: 0,
            options: [
              {
                label: `${Math.floor(Math.min(...prices))}-${Math.ceil(Math.max(...prices))}`,
                value: `${Math.floor(Math.min(...prices))}_${Math.ceil(Math.max(...prices))}`,
                count: base.length,
              },
            ],
          },
        ]
      : []),
    ...FILTER_ATTRIBUTES.map((attribute, i) => {
      // A value's count: products with it among those every other filter lets through.
      const pool = scored.filter((x) => matches(x.p, filter, attribute) && inPriceRange(x.p, filter, scope.currency));
      const counts = new Map<string, number>();
      for (const { p } of pool) for (const v of attributeValues(p, attribute)) counts.set(v, (counts.get(v) ?? 0) + 1);
      return {
        attribute_code: attribute,
        label: attributeLabel(attribute, scope.language),
        count: counts.size,
        position: i + 1,
        options: [...counts].map(([value, count]) => ({ label: valueLabel(attribute, value, scope.language), value, count })),
      };
    }).filter((a) => a.options.length > 0),
  ];
  return {
    total_count: hits.length,
    page_info: { current_page: currentPage, page_size: pageSize, total_pages: totalPages },
    aggregations,
    sort_fields: {
      default: 'position',
      options: [
        { label: 'Position', value: 'position' },
        { label: 'Product Name', value: 'name' },
        { label: 'Price', value: 'price' },
      ],
    },
    items: hits.slice((currentPage - 1) * pageSize, currentPage * pageSize).map((x) => productAnswer(x.p, scope, withReviews(x.p))),
  };
}
