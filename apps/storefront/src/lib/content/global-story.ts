import { z } from 'zod';
import { linkSchema, type StoryLink } from './story-schema';

/**
 * The global story's settings beside its header and footer bloks (spec section 2, content store:
 * "Global story content: header, bottom, theme (default 'default')"): the theme the whole shop
 * wears, and the club's other websites that the header's global links list.
 */
export const THEMES = ['default', 'away'] as const;
export type Theme = (typeof THEMES)[number];

/** The colour the browser paints its own bars with, per theme (the theme's brand colour). */
export const THEME_COLOURS: Readonly<Record<Theme, string>> = { default: '#0b5d3b', away: '#1b2a4a' };

/** The theme an editor chose; an unknown or missing one is the default, as the spec's default says. */
export function themeOf(content: unknown): Theme {
  const theme = (content as { theme?: unknown } | null | undefined)?.theme;
  return typeof theme === 'string' && (THEMES as readonly string[]).includes(theme) ? (theme as Theme) : 'default';
}

const globalLinkSchema = z.looseObject({ component: z.literal('nav_link'), label: z.string().trim().min(1), link: linkSchema });

export interface GlobalLink {
  uid: string;
  label: string;
  link: StoryLink;
}

/** The global links (`global_links`: nav_link bloks); any that cannot be read is left out. */
export function globalLinksOf(content: unknown): GlobalLink[] {
  const raw = (content as { global_links?: unknown } | null | undefined)?.global_links;
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item, i) => {
    const parsed = globalLinkSchema.safeParse(item);
    if (!parsed.success) return [];
    const uid = typeof (item as { _uid?: unknown })._uid === 'string' ? (item as { _uid: string })._uid : `global-link-${i}`;
    return [{ uid, label: parsed.data.label, link: parsed.data.link }];
  });
}
