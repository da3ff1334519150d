import { describe, expect, it } from 'vitest';
import { imageUrl as imageLoader } from './image-url';

describe('imageUrl', () => {
  it('asks the engine asset server for a resized webp, through the storefront origin', () => {
    expect(imageLoader({ src: 'http://localhost:3001/assets/preview/ab/home-shirt__preview.jpg', width: 640, quality: 75 })).toBe(
      '/media/assets/preview/ab/home-shirt__preview.jpg?w=640&format=webp&q=75',
    );
  });
  it('drops an engine preset, which would override the width', () => {
    expect(imageLoader({ src: 'http://localhost:3001/assets/preview/1c/a__preview.png?preset=large', width: 256 })).toBe(
      '/media/assets/preview/1c/a__preview.png?w=256&format=webp',
    );
  });
  it('serves content-service assets through the storefront origin too', () => {
    expect(imageLoader({ src: 'http://localhost:3002/a/home-hero.svg', width: 750 })).toBe('/media/a/home-hero.svg?w=750');
  });
  it('leaves other hosts alone', () => {
    expect(imageLoader({ src: 'https://cdn.example.com/x/y.png', width: 96 })).toBe('https://cdn.example.com/x/y.png?w=96');
  });
  it('uses the Storyblok image service for Storyblok assets', () => {
    expect(imageLoader({ src: 'https://a.storyblok.com/f/1/hero.jpg', width: 1080 })).toBe('https://a.storyblok.com/f/1/hero.jpg/m/1080x0');
  });
  it('keeps relative URLs relative', () => {
    expect(imageLoader({ src: '/images/logo.png', width: 96 })).toBe('/images/logo.png?w=96');
  });
});
