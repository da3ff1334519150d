import type { Image } from '../types';
import type { RawAsset } from './raw-types';

/** Asset server presets: tiles use medium, gallery large, small pictures thumb. */
export type ImagePreset = 'thumb' | 'medium' | 'large';

export function withPreset(url: string, preset: ImagePreset): string {
  return `${url}${url.includes('?') ? '&' : '?'}preset=${preset}`;
}

export function mapImage(asset: RawAsset | null | undefined, label: string, preset: ImagePreset, position?: number): Image | null {
  if (!asset?.preview) return null;
  const image: Image = { url: withPreset(asset.preview, preset), label };
  if (position !== undefined) image.position = position;
  return image;
}

/** An image from a bare preview URL (search hits), or null without one. */
export function imageOfUrl(url: string | null | undefined, label: string, preset: ImagePreset): Image | null {
  return url ? { url: withPreset(url, preset), label } : null;
}
