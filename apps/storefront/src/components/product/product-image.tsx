import type { Image as ProductImageValue } from '@talat/commerce/types';
import { ResponsiveImage } from '../images/responsive-image';

/**
 * An engine image: its sources ask the engine's asset server for the widths
 * the browser may need (lib/images/srcset.ts). Square by default, so tiles never shift.
 */
export function ProductImage({
  image,
  alt,
  sizes,
  size = 800,
  priority = false,
  draggable,
}: {
  image: ProductImageValue | null;
  alt: string;
  sizes: string;
  size?: number;
  priority?: boolean;
  draggable?: boolean;
}) {
  if (!image?.url) return null;
  return <ResponsiveImage src={image.url} alt={alt} width={size} height={size} sizes={sizes} priority={priority} draggable={draggable} />;
}
