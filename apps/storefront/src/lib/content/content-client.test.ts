import { describe, expect, it, vi } from 'vitest';
import { ContentError, createContentClient } from './content-client';

const story = { id: 1, uuid: 'u1', name: 'About', slug: 'about', full_slug: 'about', content: { _uid: 'b1', component: 'page', body: [] } };

describe('createContentClient', () => {
  it('asks for a story with language, version and cache version', async () => {
    const get = vi.fn(async () => ({ data: { story, cv: 7 } }));
    const client = createContentClient({ get });
    const result = await client.getStory('about', 'th', 'draft', 7);
    expect(get).toHaveBeenCalledWith('cdn/stories/about', { version: 'draft', language: 'th', cv: 7, resolve_links: 'url' });
    expect(result?.content.component).toBe('page');
    expect(result?.lang).toBe('default');
  });
  it('returns null for a missing story', async () => {
    const client = createContentClient({ get: async () => Promise.reject({ status: 404, message: 'Not found' }) });
    expect(await client.getStory('nope', 'en', 'draft', 1)).toBeNull();
  });
  it('returns null for a malformed slug without asking', async () => {
    const get = vi.fn();
    expect(await createContentClient({ get }).getStory('../x', 'en', 'draft', 1)).toBeNull();
    expect(get).not.toHaveBeenCalled();
  });
  it('reports an unreachable service', async () => {
    const client = createContentClient({ get: async () => Promise.reject({ message: 'fetch failed' }) });
    await expect(client.getStory('about', 'en', 'draft', 1)).rejects.toMatchObject({ code: 'UNREACHABLE' });
  });
  it('rejects a story without content', async () => {
    const client = createContentClient({ get: async () => ({ data: { story: { ...story, content: null } } }) });
    await expect(client.getStory('about', 'en', 'draft', 1)).rejects.toBeInstanceOf(ContentError);
  });
  it('reads the space cache version', async () => {
    const client = createContentClient({ get: async () => ({ data: { space: { id: 1, version: 42 } } }) });
    expect(await client.getCacheVersion('published')).toBe(42);
  });
  it('lists stories with paging', async () => {
    const get = vi.fn(async () => ({ data: { stories: [story] }, total: 30 }));
    const page = await createContentClient({ get }).getStories({ starts_with: 'c/', page: 2 }, 'en', 'published', 3);
    expect(get).toHaveBeenCalledWith('cdn/stories', {
      starts_with: 'c/',
      per_page: 25,
      page: 2,
      version: 'published',
      language: 'en',
      cv: 3,
      resolve_links: 'url',
    });
    expect(page).toMatchObject({ total: 30, page: 2, per_page: 25 });
  });
});
