import { describe, expect, it } from 'vitest';
import { responsiveSources, srcSetWidths } from './srcset';

describe('srcSetWidths', () => {
  it('covers every screen from the smallest phone share up for viewport-relative sizes', () => {
    expect(srcSetWidths('(max-width: 75rem) 100vw, 75rem')).toEqual([640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
    expect(srcSetWidths('100vw')).toEqual([640, 750, 828, 1080, 1200, 1920, 2048, 3840]);
  });
  it('stops one width above three times the widest a media condition lets the image be drawn', () => {
    // 50vw of at most 40rem is 320 CSS pixels; otherwise 15rem (240): at most 960 device pixels.
    expect(srcSetWidths('(max-width: 40rem) 50vw, 15rem')).toEqual([384, 640, 750, 828, 1080]);
    expect(srcSetWidths('(max-width: 40rem) 100vw, 25rem')).toEqual([640, 750, 828, 1080, 1200, 1920]);
    expect(srcSetWidths('(max-width: 640px) 50vw, 240px')).toEqual([384, 640, 750, 828, 1080]);
  });
  it('stops one width above three times a fixed size', () => {
    expect(srcSetWidths('72px')).toEqual([32, 48, 64, 96, 128, 256]);
    expect(srcSetWidths('4rem')).toEqual([32, 48, 64, 96, 128, 256]);
    expect(srcSetWidths('6rem')).toEqual([32, 48, 64, 96, 128, 256, 384]);
  });
  it('offers every width when sizes says nothing it can read', () => {
    expect(srcSetWidths('auto')).toHaveLength(15);
  });
});

describe('responsiveSources', () => {
  it('builds the srcset from the image service URLs and falls back to the widest', () => {
    const { src, srcSet } = responsiveSources('http://localhost:3001/assets/preview/1c/shirt__preview.png', '4rem');
    expect(srcSet.split(', ')).toEqual([
      '/media/assets/preview/1c/shirt__preview.png?w=32&format=webp 32w',
      '/media/assets/preview/1c/shirt__preview.png?w=48&format=webp 48w',
      '/media/assets/preview/1c/shirt__preview.png?w=64&format=webp 64w',
      '/media/assets/preview/1c/shirt__preview.png?w=96&format=webp 96w',
      '/media/assets/preview/1c/shirt__preview.png?w=128&format=webp 128w',
      '/media/assets/preview/1c/shirt__preview.png?w=256&format=webp 256w',
    ]);
    expect(src).toBe('/media/assets/preview/1c/shirt__preview.png?w=256&format=webp');
  });
});
