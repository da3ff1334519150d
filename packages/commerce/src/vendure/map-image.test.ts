import { describe, expect, it } from 'vitest';
import { imageOfUrl, mapImage, withPreset } from './map-image';

describe('withPreset', () => {
  it('adds the preset as the first query parameter', () => {
    expect(withPreset('http://x/assets/a.jpg', 'medium')).toBe('http://x/assets/a.jpg?preset=medium');
  });

  it('appends the preset to an existing query', () => {
    expect(withPreset('http://x/a.jpg?v=2', 'thumb')).toBe('http://x/a.jpg?v=2&preset=thumb');
  });
});

describe('mapImage', () => {
  it('returns null without an asset', () => {
    expect(mapImage(null, 'Shirt', 'large')).toBeNull();
    expect(mapImage({ id: '1', preview: '' }, 'Shirt', 'large')).toBeNull();
  });

  it('labels the image and keeps the position when given', () => {
    expect(mapImage({ id: '1', preview: 'http://x/a.jpg' }, 'Shirt', 'large', 2)).toEqual({
      url: 'http://x/a.jpg?preset=large',
      label: 'Shirt',
      position: 2,
    });
  });
});

describe('imageOfUrl', () => {
  it('adds the preset to a preview URL and returns null without one', () => {
    expect(imageOfUrl('http://x/a.jpg', 'Scarf', 'thumb')).toEqual({ url: 'http://x/a.jpg?preset=thumb', label: 'Scarf' });
    expect(imageOfUrl(null, 'Scarf', 'thumb')).toBeNull();
    expect(imageOfUrl('', 'Scarf', 'thumb')).toBeNull();
  });
});
