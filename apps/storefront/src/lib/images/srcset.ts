import { imageUrl } from './image-url';

/** The widths the image services are asked for: phone and desktop screens, and small images. */
const DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840] as const;
const SMALL_WIDTHS = [32, 48, 64, 96, 128, 256, 384] as const;
const ALL_WIDTHS = [...SMALL_WIDTHS, ...DEVICE_WIDTHS];

const UNIT_PX: Record<string, number> = { px: 1, rem: 16, em: 16 };
/** The densest screens sold: images are offered up to three device pixels per CSS pixel. */
const MAX_DENSITY = 3;

/** The widest an entry of `sizes` ever draws the image, in CSS pixels; null when it has no bound (`100vw` alone, `auto`). */
function entryMaxPx(entry: string): { px: number | null; vw: number | null } {
  const m = /^\s*(\([^)]*\))?\s*(\d+(?:\.\d+)?)(vw|px|rem|em)\s*$/.exec(entry);
  if (!m) return { px: null, vw: null };
  const value = Number(m[2]);
  const unit = m[3]!;
  if (unit !== 'vw') return { px: value * UNIT_PX[unit]!, vw: null };
  const max = m[1] ? /max-width:\s*(\d+(?:\.\d+)?)(px|rem|em)/.exec(m[1]) : null;
  return { px: max ? (Number(max[1]) * UNIT_PX[max[2]!]! * value) / 100 : null, vw: value };
}

/**
 * The candidate widths for a `sizes` attribute: from the smallest phone's share of a
 * viewport-relative size up to three times the widest the image is ever drawn, and one above.
 * A viewport-relative size under a `max-width` media condition is bounded by it
 * (`(max-width: 40rem) 50vw` is at most 320 CSS pixels); one without a bound needs every device
 * width. Fixed sizes (`72px`, `4rem`) start from the smallest width.
 */
export function srcSetWidths(sizes: string): number[] {
  const entries = sizes.split(/,(?![^(]*\))/).map(entryMaxPx);
  const percents = entries.map((e) => e.vw).filter((v): v is number => v !== null);
  const lowest = percents.length ? (DEVICE_WIDTHS[0] * Math.min(...percents)) / 100 : 0;
  if (entries.some((e) => e.px === null)) return ALL_WIDTHS.filter((w) => w >= lowest);
  const largest = Math.max(...entries.map((e) => e.px!)) * MAX_DENSITY;
  const below = ALL_WIDTHS.filter((w) => w >= lowest && w < largest);
  const above = ALL_WIDTHS.find((w) => w >= largest);
  return above === undefined ? below : [...below, above];
}

/** A width no image is asked for: the URL is built once with it, then each width takes its place. */
const WIDTH_PLACEHOLDER = 987654321;

/** `srcset` and the fallback `src` (the widest candidate) of an image for a `sizes` attribute. */
export function responsiveSources(src: string, sizes: string): { src: string; srcSet: string } {
  const widths = srcSetWidths(sizes);
  const template = imageUrl({ src, width: WIDTH_PLACEHOLDER });
  const at = (width: number) => template.replace(String(WIDTH_PLACEHOLDER), String(width));
  return {
    src: at(widths[widths.length - 1] ?? DEVICE_WIDTHS[0]),
    srcSet: widths.map((w) => `${at(w)} ${w}w`).join(', '),
  };
}
