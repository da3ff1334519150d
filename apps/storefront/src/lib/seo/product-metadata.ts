import type { ProductDetails } from '@talat/commerce/types';
import type { Metadata } from 'next';
import type { Locale } from '../locale/locales';
import { LOCALE_ENTRIES } from '../locale/locales';
import { alternates, metaDescription } from './alternates';

/**
 * A product page's metadata in the page's language: title and description from the engine's
 * translation, canonical without query parameters (variant, reviews page), hreflang for
 * /th and /en with x-default, and the product image for link previews.
 */
export function productMetadata(product: ProductDetails, locale: Locale): Metadata {
  const description = product.meta_description || metaDescription(product.description);
  const image = product.media_gallery.find((i) => !i.disabled) ?? product.thumbnail;
  const links = alternates(locale, product.url_key);
  return {
    title: product.meta_title || product.name,
    description,
    alternates: links,
    openGraph: {
      type: 'website',
      title: product.meta_title || product.name,
      description,
      url: typeof links.canonical === 'string' ? links.canonical : undefined,
      locale: LOCALE_ENTRIES[locale].intlLocale.replace('-', '_'),
      ...(image ? { images: [{ url: image.url, alt: image.label || product.name }] } : {}),
    },
  };
}
