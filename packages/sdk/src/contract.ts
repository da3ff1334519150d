/**
 * The storefront API contract: method names and their validated inputs for
 * `/api/commerce/{method}` and `/api/cms/{method}`. Route handlers parse with these schemas;
 * the SDK only imports their types, so zod never reaches a client bundle through the SDK.
 */
import { z } from 'zod';

const slugPart = /^[a-z0-9][a-z0-9-]*$/i;
const path = z
  .string()
  .max(512)
  .refine((p) => !p.split('/').some((s) => s === '..' || s === '.'), 'Invalid path');

const locale = z.enum(['th', 'en']);
const currency = z.string().regex(/^[A-Z]{3}$/);

/** Optional overrides; by default the context comes from the locale and currency cookies. */
const contextFields = { locale: locale.optional(), currency: currency.optional() };

const byUidOrKey = z.union([
  z.object({ uid: z.string().min(1).max(64), ...contextFields }).strict(),
  z.object({ url_key: z.string().regex(slugPart).max(200), ...contextFields }).strict(),
]);

const code = z.string().regex(/^[a-z0-9][a-z0-9-]*$/).max(64);
const filters = z
  .object({
    facets: z.record(code, z.array(code).max(50)).optional(),
    price: z
      .object({ min: z.number().min(0).max(1e9).optional(), max: z.number().min(0).max(1e9).optional() })
      .strict()
      .optional(),
  })
  .strict();
const sort = z.enum(['position', 'name', 'price_asc', 'price_desc', 'newest', 'relevance']);
const listQuery = {
  categoryUid: z.string().min(1).max(64).optional(),
  filters: filters.optional(),
  page: z.number().int().min(1).max(1000).optional(),
  pageSize: z.number().int().min(1).max(100).optional(),
  sort: sort.optional(),
  ...contextFields,
};

/** Review limits, shared by the form (client-side messages) and the route handler. */
export const REVIEW_LIMITS = { nickname: 60, summary: 120, text: 2000, textMin: 10 } as const;
export const REVIEW_RATING_NAMES = ['quality', 'fit', 'value'] as const;

export const commerceInputs = {
  getStoreConfig: z.object(contextFields).strict(),
  getCurrencies: z.object(contextFields).strict(),
  resolveRoute: z.object({ path, ...contextFields }).strict(),
  getCategories: z.object(contextFields).strict(),
  getCategory: byUidOrKey,
  getProductDetails: byUidOrKey,
  getProducts: z.object({ ...listQuery, search: z.string().max(200).optional() }).strict(),
  searchProducts: z.object({ ...listQuery, search: z.string().trim().min(1).max(200) }).strict(),
  getSearchSuggestions: z
    .object({ query: z.string().trim().min(1).max(100), limit: z.number().int().min(1).max(20).optional(), ...contextFields })
    .strict(),
  getRelatedProducts: z
    .object({ uid: z.string().min(1).max(64), limit: z.number().int().min(1).max(24).optional(), ...contextFields })
    .strict(),
  getProductReviews: z
    .object({
      uid: z.string().min(1).max(64),
      page: z.number().int().min(1).max(1000).optional(),
      pageSize: z.number().int().min(1).max(50).optional(),
      ...contextFields,
    })
    .strict(),
  createProductReview: z
    .object({
      productUid: z.string().min(1).max(64),
      nickname: z.string().trim().min(1).max(REVIEW_LIMITS.nickname),
      summary: z.string().trim().min(1).max(REVIEW_LIMITS.summary),
      text: z.string().trim().min(REVIEW_LIMITS.textMin).max(REVIEW_LIMITS.text),
      ratings: z
        .array(z.object({ name: z.enum(REVIEW_RATING_NAMES), value: z.number().int().min(1).max(5) }).strict())
        .length(REVIEW_RATING_NAMES.length),
      ...contextFields,
    })
    .strict(),
} as const;

export const cmsInputs = {
  getPage: z
    .object({
      slug: path.min(1).regex(/^[a-z0-9/_-]+$/i, 'Invalid slug'),
      locale: locale.optional(),
      version: z.enum(['draft', 'published']).optional(),
    })
    .strict(),
  getEntries: z
    .object({
      starts_with: z.string().max(200).regex(/^[a-z0-9/_-]*$/i).optional(),
      by_slugs: z.string().max(1000).regex(/^[a-z0-9/_*,-]*$/i).optional(),
      per_page: z.number().int().min(1).max(100).optional(),
      page: z.number().int().min(1).max(1000).optional(),
      locale: locale.optional(),
      version: z.enum(['draft', 'published']).optional(),
    })
    .strict(),
} as const;

export { COMMERCE_POST_ONLY_METHODS, isPostOnlyCommerceMethod, type CommercePostOnlyMethod } from './methods';

export type CommerceMethod = keyof typeof commerceInputs;
export type CmsMethod = keyof typeof cmsInputs;
export type CommerceInput<M extends CommerceMethod> = z.input<(typeof commerceInputs)[M]>;
export type CmsInput<M extends CmsMethod> = z.input<(typeof cmsInputs)[M]>;

/** The JSON error body every storefront API route answers with on a 4xx or 5xx. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}
