import { describe, expect, it } from 'vitest';
import { searchSuggestions } from './__fixtures__/catalogue';
import { mapSearchSuggestions, mapSuggestedCollection, mapSuggestedProduct } from './map-suggestions';

describe('mapSuggestedProduct', () => {
  it('maps a hit with its lowest price and a thumb picture', () => {
    expect(mapSuggestedProduct(searchSuggestions.products[0]!)).toEqual({
      uid: '7',
      name: 'เสื้อเหย้า 2025',
      url_key: 'home-shirt-2025',
      thumbnail: {
        url: 'http://localhost:3000/assets/preview/b2/home-shirt__preview.jpg?preset=thumb',
        label: 'เสื้อเหย้า 2025',
      },
      price: { value: 2490, currency: 'THB' },
    });
  });

  it('has no thumbnail without a preview', () => {
    expect(mapSuggestedProduct(searchSuggestions.products[1]!).thumbnail).toBeNull();
  });
});

describe('mapSuggestedCollection', () => {
  it('uses the path as url_path and the list place as position', () => {
    expect(mapSuggestedCollection(searchSuggestions.collections[0]!, 0)).toEqual({
      uid: '3',
      name: 'ชุดเหย้า',
      url_key: 'home-kit',
      url_path: 'kits/home-kit',
      position: 0,
    });
  });
});

describe('mapSearchSuggestions', () => {
  it('keeps the query and the engine order', () => {
    const result = mapSearchSuggestions('เสื้อ', searchSuggestions);
    expect(result.query).toBe('เสื้อ');
    expect(result.products.map((p) => p.uid)).toEqual(['7', '8']);
    expect(result.categories.map((c) => [c.url_path, c.position])).toEqual([
      ['kits/home-kit', 0],
      ['kits', 1],
    ]);
  });
});
