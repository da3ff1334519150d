import { imageUrl } from './image-url';

/** The widths the image services are asked for: phone and desktop screens, and small images. */
const DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
const SMALL_WIDTHS = [32, 48, 64, 96, 128, 256, 384] as const;
const ALL_WIDTHS = [...SMALL_WIDTHS, ...DEVICE_WIDTHS];

/**
 * The candidate widths for a `sizes` attribute. Viewport-relative sizes (`50vw`) need widths for
 * every screen from the smallest phone's share up; fixed sizes (`72px`, `4rem`) need up to
 * three times the largest (the densest screens), and one above.
 */
export function srcSetWidths(sizes: string): number[] {
  const percents = [...sizes.matchAll(/(?:^|[\s,)])(\d{1,3})vw/g)].map((m) => Number(m[1]));
  if (percents.length) {
    const smallest = Math.min(...percents) / 100;
    return ALL_WIDTHS.filter((w) => w >= DEVICE_WIDTHS[0] * smallest);
  }
  const lengths = [
    ...[...sizes.matchAll(/(\d+(?:\.\d+)?)px/g)].map((m) => Number(m[1])),
    ...[...sizes.matchAll(/(\d+(?:\.\d+)?)rem/g)].map((m) => Number(m[1]) * 16),
  ];
  if (!lengths.length) return ALL_WIDTHS;
  const largest = Math.max(...lengths) * 3;
  const below = ALL_WIDTHS.filter((w) => w < largest);
  const above = ALL_WIDTHS.find((w) => w >= largest);
  return above === undefined ? below : [...below, above];
}

/** `srcset` and the fallback `src` (the widest candidate) of an image for a `sizes` attribute. */
export function responsiveSources(src: string, sizes: string): { src: string; srcSet: string } {
  const widths = srcSetWidths(sizes);
  return {
    src: imageUrl({ src, width: widths[widths.length - 1] ?? DEVICE_WIDTHS[0] }),
    srcSet: widths.map((w) => `${imageUrl({ src, width: w })} ${w}w`).join(', '),
  };
}
