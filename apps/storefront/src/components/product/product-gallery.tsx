import type { Image as ProductImageValue } from '@talat/commerce/types';
import Link from 'next/link';
import { ProductImage } from './product-image';

/**
 * Main image and thumbnails. A thumbnail is a link to `?image=N`, so choosing one works without
 * JavaScript; the main image is the page's LCP element and is preloaded.
 */
export function ProductGallery({ images, name, selected, labels, baseHref }: {
  images: ProductImageValue[];
  baseHref: string;
  name: string;
  selected: number;
  labels: { gallery: string; noImage: string; showImage: (index: number, total: number) => string };
}) {
  const visible = images.filter((i) => !i.disabled);
  const index = selected >= 0 && selected < visible.length ? selected : 0;
  const main = visible[index] ?? null;
  return (
    <section className="gallery" aria-label={labels.gallery}>
      <div className="gallery__main">
        {main ? (
          <ProductImage image={main} alt={main.label || name} sizes="(max-width: 56rem) 100vw, 40rem" size={1000} priority />
        ) : (
          <p>{labels.noImage}</p>
        )}
      </div>
      {visible.length > 1 ? (
        <ul className="gallery__thumbs">
          {visible.map((image, i) => (
            <li key={`${image.url}-${i}`}>
              <Link
                href={i === 0 ? baseHref : `${baseHref}?image=${i + 1}`}
                scroll={false}
                replace
                aria-label={labels.showImage(i + 1, visible.length)}
                aria-current={i === index ? 'true' : undefined}
              >
                <ProductImage image={image} alt="" sizes="72px" size={144} />
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
