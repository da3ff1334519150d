import Image from 'next/image';
import type { Image as ProductImageValue } from '@talat/commerce/types';

/**
 * An engine image through next/image: the loader asks the engine's asset server for the width
 * the browser needs (lib/images/image-loader.ts). Square by default, so tiles never shift.
 */
export function ProductImage({ image, alt, sizes, size = 800, priority = false, draggable }: {
  image: ProductImageValue | null;
  alt: string;
  sizes: string;
  size?: number;
  priority?: boolean;
  draggable?: boolean;
}) {
  if (!image?.url) return null;
  return (
    <Image
      src={image.url}
      alt={alt}
      width={size}
      height={size}
      sizes={sizes}
      draggable={draggable}
      {...(priority ? { preload: true, fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  );
}
