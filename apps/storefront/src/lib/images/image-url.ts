/**
 * The URL of an image at a width. Engine assets (`/assets/...`) are
 * resized and converted by the engine's asset server (`?w=&format=webp`, any `preset` dropped); Storyblok images by
 * its image service (`/m/{w}x0`); anything else gets a width hint it may ignore.
 */
export interface ImageLoaderArgs {
  src: string;
  width: number;
  quality?: number;
}

export function imageUrl({ src, width, quality }: ImageLoaderArgs): string {
  if (src.startsWith('data:')) return src;
  let url: URL;
  try {
    url = new URL(src, 'http://relative.invalid');
  } catch {
    return src;
  }
  if (url.hostname === 'a.storyblok.com') return `${src.replace(/\/$/, '')}/m/${width}x0`;
  url.searchParams.set('w', String(width));
  if (url.pathname.includes('/assets/')) {
    // A preset would override the width on the engine's asset server.
    url.searchParams.delete('preset');
    url.searchParams.set('format', 'webp');
    if (quality) url.searchParams.set('q', String(quality));
  }
  // Engine and content assets are served from the storefront's own origin (app/media).
  if (url.origin !== 'http://relative.invalid' && /^\/(assets|a)\//.test(url.pathname)) return `/media${url.pathname}${url.search}`;
  return url.origin === 'http://relative.invalid' ? `${url.pathname}${url.search}` : url.toString();
}
