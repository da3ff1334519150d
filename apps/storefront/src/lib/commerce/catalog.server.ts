import 'server-only';
import type { Category, ProductDetails, StoreConfig } from '@talat/commerce/types';
import { cache } from 'react';
import type { Locale } from '../locale/locales';
import { getConnector } from './connector.server';

/**
 * Catalogue reads shared by a page and its metadata within one render (React cache); across
 * requests the connector's fetch goes through the Next.js data cache (lib/cache/commerce-fetch.ts).
 */
export const getProductByUid = cache((locale: Locale, currency: string, uid: string): Promise<ProductDetails | null> =>
  getConnector().getProductDetails({ locale, currency }, { uid }),
);

export const getCategoryByUid = cache((locale: Locale, currency: string, uid: string): Promise<Category | null> =>
  getConnector().getCategory({ locale, currency }, { uid }),
);

export const getStoreConfig = cache((locale: Locale, currency: string): Promise<StoreConfig> =>
  getConnector().getStoreConfig({ locale, currency }),
);
