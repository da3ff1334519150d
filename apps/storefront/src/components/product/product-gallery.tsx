'use client';

import type { Messages } from '@/i18n/messages';
import type { Image as ProductImageValue } from '@talat/commerce/types';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { fillTemplate } from '@/i18n/fill-template';
import { ProductImage } from './product-image';
import { useProductSelection } from './product-selection';
import styles from './product.module.css';

/** The gallery's words of the catalogue's `product` subtree (`showImage`, `imagePosition` with `{index}` and `{total}`). */
export type GalleryWords = Pick<Messages['product'], 'gallery' | 'thumbnails' | 'showImage' | 'imagePosition' | 'noImage'>;

const SWIPE_MIN_PX = 40;

/** The gallery's images: the product's, with the chosen variant's own picture first if it is not among them. */
function galleryImages(images: readonly ProductImageValue[], variantImage: ProductImageValue | null): ProductImageValue[] {
  const visible = images.filter((i) => !i.disabled);
  if (variantImage && !visible.some((i) => i.url === variantImage.url)) return [variantImage, ...visible];
  return visible;
}

/**
 * Main image and thumbnails. Thumbnails are buttons with one tab stop (roving tabindex): arrow
 * keys, Home and End move between them and show the image. The main image follows the chosen
 * variant and answers swipes (pointer events). The first main image is the page's LCP element.
 */
export function ProductGallery({ images, name, labels }: { images: ProductImageValue[]; name: string; labels: GalleryWords }) {
  const { variant } = useProductSelection();
  const variantImage = variant?.image ?? null;
  const list = galleryImages(images, variantImage);
  const variantIndex = variantImage
    ? Math.max(
        0,
        list.findIndex((i) => i.url === variantImage.url),
      )
    : 0;

  const [shown, setShown] = useState({ variantUid: variant?.uid ?? null, index: variantIndex });
  // A newly chosen variant shows its picture (state adjusted during render, no effect).
  if (shown.variantUid !== (variant?.uid ?? null))
    setShown({ variantUid: variant?.uid ?? null, index: variantImage ? variantIndex : shown.index });
  const index = Math.min(shown.index, Math.max(0, list.length - 1));
  const show = (i: number) => setShown((s) => ({ ...s, index: (i + list.length) % list.length }));

  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const onThumbKey = (event: KeyboardEvent<HTMLButtonElement>, i: number) => {
    const moves: Record<string, number> = {
      ArrowRight: i + 1,
      ArrowDown: i + 1,
      ArrowLeft: i - 1,
      ArrowUp: i - 1,
      Home: 0,
      End: list.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + list.length) % list.length;
    show(next);
    thumbs.current[next]?.focus();
  };

  const start = useRef<{ x: number; y: number } | null>(null);
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || list.length < 2) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) show(index + (dx < 0 ? 1 : -1));
  };

  const main = list[index] ?? null;
  const total = list.length;
  return (
    <section className={styles.gallery} aria-label={labels.gallery}>
      <div
        className={styles.galleryMain}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (start.current = null)}
        data-testid="gallery-main"
      >
        {main ? (
          <ProductImage
            key={main.url}
            image={main}
            alt={main.label || name}
            sizes="(max-width: 56rem) 100vw, 40rem"
            size={1000}
            priority
            draggable={false}
          />
        ) : (
          <p>{labels.noImage}</p>
        )}
      </div>
      {total > 1 ? (
        <>
          <p className="sr-only" aria-live="polite">
            {fillTemplate(labels.imagePosition, { index: index + 1, total })}
          </p>
          <div className={styles.thumbs} role="group" aria-label={labels.thumbnails}>
            {list.map((image, i) => (
              <button
                key={`${image.url}-${i}`}
                ref={(el) => {
                  thumbs.current[i] = el;
                }}
                type="button"
                className={styles.thumb}
                aria-label={fillTemplate(labels.showImage, { index: i + 1, total })}
                aria-pressed={i === index}
                tabIndex={i === index ? 0 : -1}
                onClick={() => show(i)}
                onKeyDown={(e) => onThumbKey(e, i)}
              >
                <ProductImage image={image} alt="" sizes="72px" size={144} />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
