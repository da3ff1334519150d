import { z } from 'zod';

/**
 * Content-service answers (Storyblok CDN API v2 shapes), parsed at the boundary. Loose: unknown
 * fields pass through, the fields the storefront relies on are checked. Each blok's own fields
 * are checked by its entry in components/bloks/registry.ts.
 */
export const blokSchema = z.looseObject({
  _uid: z.string(),
  component: z.string().min(1),
});
export type Blok = z.infer<typeof blokSchema>;

export const storySchema = z.looseObject({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  slug: z.string(),
  full_slug: z.string(),
  lang: z.string().default('default'),
  published_at: z.string().nullable().default(null),
  content: blokSchema,
});
export type Story = z.infer<typeof storySchema>;

export const storyResponseSchema = z.looseObject({ story: storySchema, cv: z.number().optional() });
export const storiesResponseSchema = z.looseObject({ stories: z.array(storySchema), cv: z.number().optional() });
export const spaceResponseSchema = z.looseObject({
  space: z.looseObject({ id: z.number().optional(), version: z.number() }),
});

/** Storyblok multilink. */
export const linkSchema = z.looseObject({
  linktype: z.enum(['story', 'url', 'email', 'asset']).default('url'),
  cached_url: z.string().default(''),
  url: z.string().default(''),
  anchor: z.string().optional(),
  target: z.string().optional(),
  email: z.string().optional(),
  /** The linked story as `resolve_links=url` resolves it: its current full slug. */
  story: z.looseObject({ full_slug: z.string() }).optional(),
});
export type StoryLink = z.infer<typeof linkSchema>;

/** Storyblok asset. */
export const assetSchema = z.looseObject({
  filename: z.string().nullable().default(null),
  alt: z.string().nullable().default(null),
});
export type Asset = z.infer<typeof assetSchema>;

/** Storyblok richtext document node. */
export interface RichTextNode {
  type: string;
  text?: string;
  attrs?: Record<string, unknown>;
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  content?: RichTextNode[];
}

export const richTextSchema: z.ZodType<RichTextNode> = z.lazy(() =>
  z.looseObject({
    type: z.string(),
    text: z.string().optional(),
    attrs: z.record(z.string(), z.unknown()).optional(),
    marks: z.array(z.looseObject({ type: z.string(), attrs: z.record(z.string(), z.unknown()).optional() })).optional(),
    content: z.array(richTextSchema).optional(),
  }),
);
