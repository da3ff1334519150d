import type { Asset } from '../../lib/content/story-schema';
import { ResponsiveImage } from '../images/responsive-image';

/** A content-service image; Storyblok puts the size in the path (`/f/1/1600x900/...`). */
export function ContentImage({
  asset,
  sizes,
  priority = false,
  fallbackSize = [1600, 900],
}: {
  asset: Asset | null | undefined;
  sizes: string;
  priority?: boolean;
  fallbackSize?: [number, number];
}) {
  if (!asset?.filename) return null;
  const m = /\/(\d{2,5})x(\d{2,5})\//.exec(asset.filename);
  const [width, height] = m ? [Number(m[1]), Number(m[2])] : fallbackSize;
  return <ResponsiveImage src={asset.filename} alt={asset.alt ?? ''} width={width} height={height} sizes={sizes} priority={priority} />;
}
