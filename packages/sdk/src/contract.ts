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

export const commerceInputs = {
  getStoreConfig: z.object(contextFields).strict(),
  getCurrencies: z.object(contextFields).strict(),
  resolveRoute: z.object({ path, ...contextFields }).strict(),
  getCategories: z.object(contextFields).strict(),
  getCategory: byUidOrKey,
  getProductDetails: byUidOrKey,
  getProducts: z
    .object({
      categoryUid: z.string().min(1).max(64).optional(),
      search: z.string().max(200).optional(),
      page: z.number().int().min(1).max(1000).optional(),
      pageSize: z.number().int().min(1).max(100).optional(),
      sort: z.enum(['position', 'name', 'price_asc', 'price_desc', 'newest']).optional(),
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

export type CommerceMethod = keyof typeof commerceInputs;
export type CmsMethod = keyof typeof cmsInputs;
export type CommerceInput<M extends CommerceMethod> = z.input<(typeof commerceInputs)[M]>;
export type CmsInput<M extends CmsMethod> = z.input<(typeof cmsInputs)[M]>;

/** The JSON error body every storefront API route answers with on a 4xx or 5xx. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}
