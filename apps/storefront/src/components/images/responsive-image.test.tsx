import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

const image = (priority: boolean) =>
  renderToStaticMarkup(
    <ResponsiveImage src="/assets/preview/1c/shirt.png" alt="Home shirt" width={1000} height={1000} sizes="100vw" priority={priority} />,
  );
const imgTag = (html: string) => html.match(/<img [^>]*>/)?.[0] ?? '';

describe('ResponsiveImage', () => {
  it('fetches the largest image early and paints it with the first frame that shows it', () => {
    const img = imgTag(image(true));
    expect(img).toContain('fetchPriority="high"');
    expect(img).toContain('decoding="sync"');
    expect(img).not.toContain('loading=');
  });

  it('loads every other image lazily and decodes it off the critical path', () => {
    const img = imgTag(image(false));
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('decoding="async"');
    expect(img).not.toContain('fetchPriority');
  });

  it('describes the same sources in both cases', () => {
    const srcset = (html: string) => imgTag(html).match(/srcSet="([^"]+)"/)?.[1];
    expect(srcset(image(true))).toBeTruthy();
    expect(srcset(image(true))).toBe(srcset(image(false)));
  });
});
