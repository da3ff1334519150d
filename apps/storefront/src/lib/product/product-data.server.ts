import 'server-only';
import type { ProductReviews, ProductSummary } from '@talat/commerce/types';
import { cache } from 'react';
import { getConnector } from '../commerce/connector.server';
import type { Locale } from '../locale/locales';

/**
 * Product-page reads beyond the product itself. They are not critical: a failure is logged and
 * answered with null, and the page renders without that section.
 */
export const REVIEWS_PAGE_SIZE = 5;
export const RELATED_LIMIT = 4;

export const getRelatedProducts = cache(async (locale: Locale, currency: string, uid: string): Promise<ProductSummary[] | null> => {
  try {
    return await getConnector().getRelatedProducts({ locale, currency }, { uid, limit: RELATED_LIMIT });
  } catch (error) {
    console.error(`Related products of product ${uid} could not be loaded`, error);
    return null;
  }
});

export const getProductReviews = cache(
  async (locale: Locale, currency: string, uid: string, page: number): Promise<ProductReviews | null> => {
    try {
      return await getConnector().getProductReviews({ locale, currency }, { uid, page, pageSize: REVIEWS_PAGE_SIZE });
    } catch (error) {
      console.error(`Reviews of product ${uid} could not be loaded`, error);
      return null;
    }
  },
);
