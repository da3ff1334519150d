import { z } from 'zod';

/** Languages of the space: `default` is English; `th` is the one extra language. */
export const LANGUAGES = ['th'] as const;
export type ExtraLanguage = (typeof LANGUAGES)[number];
export type Language = 'default' | ExtraLanguage;

/** A blok: any object with a technical component name and an editor-unique `_uid`. */
export const blokSchema = z.looseObject({
  component: z.string().min(1),
  _uid: z.string().min(1),
});
export type Blok = z.infer<typeof blokSchema>;

/** One version (published or draft) of a story's content: English always, Thai when translated. */
const versionSchema = z.object({ en: blokSchema, th: blokSchema.optional() });
export type StoryVersion = z.infer<typeof versionSchema>;

const timestamp = z.iso.datetime({ offset: true });

/**
 * What an editor writes in `content/stories/<full_slug>.json`. Ids, uuids and parent ids are
 * derived from the full slug, so a new story needs only names, dates and content.
 */
export const storyFileSchema = z
  .object({
    name: z.object({ en: z.string().min(1), th: z.string().min(1).optional() }),
    position: z.number().int().default(0),
    tag_list: z.array(z.string()).default([]),
    is_startpage: z.boolean().default(false),
    sort_by_date: z.string().nullable().default(null),
    created_at: timestamp,
    updated_at: timestamp.optional(),
    first_published_at: timestamp.nullable().default(null),
    published_at: timestamp.nullable().default(null),
    /** Live content; absent for a story that was never published. */
    published: versionSchema.optional(),
    /** Unpublished changes; absent when the draft equals the published content. */
    draft: versionSchema.optional(),
  })
  .strict()
  .refine((s) => s.published || s.draft, { message: 'a story needs `published` or `draft` content' })
  .refine((s) => !s.published || s.published_at, { message: 'published content needs `published_at`' });

export type StoryFile = z.infer<typeof storyFileSchema>;

/** `content/space.json`: the space's identity for `GET /v2/cdn/spaces/me`. */
export const spaceFileSchema = z.object({ id: z.number().int().positive(), name: z.string().min(1) }).strict();
export type SpaceFile = z.infer<typeof spaceFileSchema>;
