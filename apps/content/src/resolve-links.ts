import type { ContentSnapshot, StoryRecord } from './store.js';
import { toStoryObject, type StoryObject, type Version } from './stories.js';
import type { Language } from './story-file.js';

/** `resolve_links`: how much of each linked story an answer carries, as Storyblok's CDN API names it. */
export type ResolveLinks = 'url' | 'link' | 'story';

/**
 * At most this many linked stories come resolved in an answer's `links`; past it the answer
 * carries only their uuids (`link_uuids`) and the client fetches them with `by_uuids`, 50 at a
 * time (storyblok-js-client does, and the spec names "uuid batches of 50").
 */
export const MAX_RESOLVED_LINKS = 50;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The uuids of the stories a content tree links to (multilinks of linktype `story`), first seen first. */
export function linkedStoryUuids(content: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(content)) {
    for (const item of content) linkedStoryUuids(item, found);
  } else if (content !== null && typeof content === 'object') {
    const node = content as Record<string, unknown>;
    if (node.linktype === 'story' && typeof node.id === 'string' && UUID.test(node.id)) found.add(node.id.toLowerCase());
    for (const value of Object.values(node)) linkedStoryUuids(value, found);
  }
  return found;
}

export interface UrlLink {
  name: string;
  id: number;
  uuid: string;
  slug: string;
  url: string;
  full_slug: string;
}

export interface LinkObject {
  id: number;
  uuid: string;
  slug: string;
  path: null;
  parent_id: number;
  name: string;
  is_folder: false;
  published: boolean;
  is_startpage: boolean;
  position: number;
  real_path: string;
}

export type ResolvedLink = UrlLink | LinkObject | StoryObject;

function resolvedLink(record: StoryRecord, story: StoryObject, kind: ResolveLinks): ResolvedLink {
  if (kind === 'story') return story;
  if (kind === 'url')
    return { name: story.name, id: story.id, uuid: story.uuid, slug: story.slug, url: story.full_slug, full_slug: story.full_slug };
  return {
    id: story.id,
    uuid: story.uuid,
    slug: story.full_slug,
    path: null,
    parent_id: story.parent_id,
    name: story.name,
    is_folder: false,
    published: Boolean(record.file.published),
    is_startpage: story.is_startpage,
    position: story.position,
    real_path: `/${story.full_slug}`,
  };
}

/**
 * The `links` (or `link_uuids`) part of an answer for these stories. A link to a story that the
 * reader cannot see (unknown, or unpublished when reading published content) is left out, as
 * Storyblok leaves it out; the link's own `cached_url` is then all the client has.
 */
export function resolveLinks(
  snapshot: ContentSnapshot,
  stories: readonly StoryObject[],
  kind: ResolveLinks | undefined,
  version: Version,
  language: Language,
  publicUrl: string,
): { links: ResolvedLink[] } | { link_uuids: string[] } {
  if (!kind) return { links: [] };
  const uuids = new Set<string>();
  for (const story of stories) linkedStoryUuids(story.content, uuids);
  const visible = [...uuids].filter((uuid) => {
    const record = snapshot.byUuid.get(uuid);
    return record !== undefined && toStoryObject(record, version, language, publicUrl) !== undefined;
  });
  if (visible.length > MAX_RESOLVED_LINKS) return { link_uuids: visible };
  const links: ResolvedLink[] = [];
  for (const uuid of visible) {
    const record = snapshot.byUuid.get(uuid)!;
    links.push(resolvedLink(record, toStoryObject(record, version, language, publicUrl)!, kind));
  }
  return { links };
}
