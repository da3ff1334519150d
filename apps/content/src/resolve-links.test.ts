import { describe, expect, it } from 'vitest';
import { linkedStoryUuids, MAX_RESOLVED_LINKS, resolveLinks } from './resolve-links.js';
import { buildSnapshot, recordFor } from './store.js';
import { findStory } from './stories.js';
import type { Blok } from './story-file.js';
import { fixtureStoryBase } from './test-fixtures.js';

const URL_ = 'http://content.test';
const base = fixtureStoryBase;
const page = (body: Blok[] = []): Blok => ({ _uid: 'p', component: 'page', body });
const storyLink = (uuid: string, cached_url: string) => ({ id: uuid, url: '', linktype: 'story', fieldtype: 'multilink', cached_url });

const targets = Array.from({ length: 60 }, (_, i) =>
  recordFor(`guides/g${i}`, { ...base, name: { en: `Guide ${i}`, th: `คู่มือ ${i}` }, published: { en: page() } }),
);
const unpublished = recordFor('guides/soon', {
  ...base,
  first_published_at: null,
  published_at: null,
  name: { en: 'Soon' },
  draft: { en: page() },
});

/** A page whose teasers link to `count` guides (with stale cached_urls), the unpublished one and one that does not exist. */
function hub(slug: string, count: number) {
  const links = targets.slice(0, count).map((t, i) => ({ _uid: `t${i}`, component: 'teaser', link: storyLink(t.uuid, `old/g${i}`) }));
  const body = [
    ...links,
    { _uid: 'soon', component: 'teaser', link: storyLink(unpublished.uuid, 'guides/soon') },
    { _uid: 'gone', component: 'teaser', link: storyLink('00000000-0000-4000-8000-000000000000', 'gone') },
    // Not story links: a URL link and a story link without a uuid.
    {
      _uid: 'web',
      component: 'teaser',
      link: { id: '', url: 'https://example.com', linktype: 'url', fieldtype: 'multilink', cached_url: 'https://example.com' },
    },
  ];
  return recordFor(slug, { ...base, name: { en: slug }, published: { en: page(body as Blok[]) }, draft: { en: page(body as Blok[]) } });
}

const snap = buildSnapshot({ id: 1, name: 'Links' }, [...targets, unpublished, hub('few', 3), hub('many', 60)], 1);
const find = (key: string, version: 'draft' | 'published' = 'published', language: 'default' | 'th' = 'default') =>
  findStory(snap, { key, byUuid: false, version, language }, URL_);

describe('linkedStoryUuids', () => {
  it('finds every multilink of linktype story with a uuid, once each, anywhere in the tree', () => {
    const content = find('few').content;
    const uuids = [...linkedStoryUuids(content)];
    expect(uuids).toEqual([...targets.slice(0, 3).map((t) => t.uuid), unpublished.uuid, '00000000-0000-4000-8000-000000000000']);
    expect(linkedStoryUuids({ a: [{ b: { linktype: 'story', id: 'not-a-uuid' } }] }).size).toBe(0);
  });
});

describe('resolveLinks', () => {
  it('is empty without resolve_links, as Storyblok answers', () => {
    expect(resolveLinks(snap, [find('few')], undefined, 'published', 'default', URL_)).toEqual({ links: [] });
  });

  it('resolve_links=url: the current full slug of each visible linked story, in the reader language', () => {
    const answer = resolveLinks(snap, [find('few')], 'url', 'published', 'default', URL_);
    expect(answer).toEqual({
      links: targets
        .slice(0, 3)
        .map((t, i) => ({ name: `Guide ${i}`, id: t.id, uuid: t.uuid, slug: `g${i}`, url: `guides/g${i}`, full_slug: `guides/g${i}` })),
    });
    const thai = resolveLinks(snap, [find('few')], 'url', 'published', 'th', URL_) as { links: { full_slug: string; name: string }[] };
    expect(thai.links[0]).toMatchObject({ full_slug: 'th/guides/g0', name: 'คู่มือ 0' });
  });

  it('shows an unpublished linked story to draft readers only', () => {
    const draft = resolveLinks(snap, [find('few', 'draft')], 'url', 'draft', 'default', URL_) as { links: { uuid: string }[] };
    expect(draft.links.map((l) => l.uuid)).toContain(unpublished.uuid);
  });

  it('resolve_links=link and story: the link object, and the whole story', () => {
    const asLink = resolveLinks(snap, [find('few')], 'link', 'published', 'default', URL_) as unknown as {
      links: Record<string, unknown>[];
    };
    expect(asLink.links[0]).toMatchObject({
      uuid: targets[0]!.uuid,
      slug: 'guides/g0',
      real_path: '/guides/g0',
      is_folder: false,
      published: true,
    });
    const asStory = resolveLinks(snap, [find('few')], 'story', 'published', 'default', URL_) as unknown as {
      links: Record<string, unknown>[];
    };
    expect(asStory.links[0]).toMatchObject({ uuid: targets[0]!.uuid, full_slug: 'guides/g0', content: { component: 'page' } });
  });

  it(`past ${MAX_RESOLVED_LINKS} linked stories answers their uuids only, for the client to fetch by_uuids in batches`, () => {
    const answer = resolveLinks(snap, [find('many')], 'url', 'published', 'default', URL_);
    expect(answer).toEqual({ link_uuids: targets.map((t) => t.uuid) });
  });
});
