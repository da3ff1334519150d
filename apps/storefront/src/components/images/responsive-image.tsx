import { preload } from 'react-dom';
import { responsiveSources } from '../../lib/images/srcset';

/**
 * A plain `<img>` with a `srcset` the image services answer (lib/images/image-url.ts). It needs
 * no client code, so pages full of images hydrate nothing for them. `priority` is for the
 * page's largest image: preloaded from the document's head at high priority, never lazy, and
 * decoded with the frame that first shows it (`decoding="sync"`), so that it paints with the
 * page's first paint rather than a frame or more later. Every other image decodes off the
 * critical path.
 */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  priority = false,
  draggable,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  sizes: string;
  priority?: boolean;
  draggable?: boolean;
  className?: string;
}) {
  const sources = responsiveSources(src, sizes);
  if (priority) preload(sources.src, { as: 'image', imageSrcSet: sources.srcSet, imageSizes: sizes, fetchPriority: 'high' });
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the sources are built here, without next/image's client component
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sizes}
      alt={alt}
      width={width}
      height={height}
      className={className}
      draggable={draggable}
      {...(priority
        ? { fetchPriority: 'high' as const, decoding: 'sync' as const }
        : { loading: 'lazy' as const, decoding: 'async' as const })}
    />
  );
}
