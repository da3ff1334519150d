import type { CategorySummary, SearchSuggestions, SuggestedProduct } from '../types';
import { imageOfUrl } from './map-image';
import { toMoney } from './map-money';
import type { RawSearchSuggestions, RawSuggestedCollection } from './raw-types';

type RawSuggestedProduct = RawSearchSuggestions['products'][number];

/** A product suggestion: its lowest price (request currency, tax included) and a small picture. */
export function mapSuggestedProduct(hit: RawSuggestedProduct): SuggestedProduct {
  return {
    uid: hit.productId,
    name: hit.name,
    url_key: hit.slug,
    thumbnail: imageOfUrl(hit.previewUrl, hit.name, 'thumb'),
    price: toMoney(hit.priceMin, hit.currencyCode),
  };
}

/** A suggested collection; its position is its place in the engine's (ranked) list. */
export function mapSuggestedCollection(raw: RawSuggestedCollection, index: number): CategorySummary {
  return { uid: raw.id, name: raw.name, url_key: raw.slug, url_path: raw.path, position: index };
}

export function mapSearchSuggestions(query: string, raw: RawSearchSuggestions): SearchSuggestions {
  return {
    query,
    products: raw.products.map(mapSuggestedProduct),
    categories: raw.collections.map(mapSuggestedCollection),
  };
}
