import { describe, expect, it } from 'vitest';
import { upstreamUrl } from './media-upstream';

const origins = { commerce: 'http://engine:3001', content: 'http://content:3002' };

describe('upstreamUrl', () => {
  it('sends engine assets to the engine and content assets to the content service', () => {
    expect(upstreamUrl(['assets', 'preview', '1c', 'shirt__preview.png'], '?w=750&format=webp', origins)).toBe(
      'http://engine:3001/assets/preview/1c/shirt__preview.png?w=750&format=webp',
    );
    expect(upstreamUrl(['a', 'home-hero.svg'], '?w=640', origins)).toBe('http://content:3002/a/home-hero.svg?w=640');
  });

  it('forwards nothing else', () => {
    expect(upstreamUrl(['admin-api'], '', origins)).toBeNull();
    expect(upstreamUrl(['assets', '..', 'admin'], '', origins)).toBeNull();
    expect(upstreamUrl(['assets', 'x%2F..'], '', origins)).toBeNull();
    // A segment whose %2F decoded to a slash would leave /assets/ (`/media/assets/..%2Fadmin%2F`).
    expect(upstreamUrl(['assets', '../admin/'], '', origins)).toBeNull();
    expect(upstreamUrl(['assets', 'x/../../admin-api'], '', origins)).toBeNull();
    expect(upstreamUrl(['assets', '..\\admin'], '', origins)).toBeNull();
    expect(upstreamUrl([], '', origins)).toBeNull();
  });

  it('keeps only the image parameters, with plain values', () => {
    expect(upstreamUrl(['assets', 'x.png'], '?w=10&token=abc&format=<svg>&q=75', origins)).toBe(
      'http://engine:3001/assets/x.png?w=10&q=75',
    );
  });
});
