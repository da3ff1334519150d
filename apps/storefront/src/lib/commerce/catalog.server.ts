import 'server-only';
import type { Category, ProductDetails, StoreConfig } from '@talat/commerce/types';
import { cache } from 'react';
import type { Locale } from '../locale/locales';
import { logger } from '../log/logger.server';
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

/**
 * The store config where a page does without it when it cannot be loaded (the frame: header,
 * footer, logo, sidebars, newsletter; and the product and cart pages' extras): null then, logged
 * once per render. The spec makes a configuration-loading error fatal;
 * here it is fatal for the pages that need the config (they call getStoreConfig and fail to the
 * error page), while a page that needs only its content keeps its frame without the config's extras
 * (decision 0049).
 */
export const storeConfigOrNull = cache((locale: Locale, currency: string): Promise<StoreConfig | null> =>
  getStoreConfig(locale, currency).catch((error: unknown) => {
    // One line, no stack: while the engine is away every page's frame says this (the build's
    // prerender too), and the connector's message names the address it could not reach.
    const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
    logger.error(
      { source: 'server', code: typeof code === 'string' ? code : undefined, reason: String(message ?? error), locale, currency },
      'Store config could not be loaded; the page frame goes without it',
    );
    return null;
  }),
);
