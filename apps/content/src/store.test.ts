import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ContentSource, idFor, readContentDir, uuidFor } from './store.js';

const story = (text: string) => ({
  name: { en: 'About', th: 'เกี่ยวกับเรา' },
  created_at: '2025-06-01T00:00:00.000Z',
  published_at: '2025-07-01T00:00:00.000Z',
  published: {
    en: { _uid: 'r', component: 'page', body: [{ _uid: 'n', component: 'notice', text, tone: 'info' }] },
    th: { _uid: 'r', component: 'page', body: [] },
  },
});

let dir = '';
async function contentDir(files: Record<string, unknown>) {
  dir = await mkdtemp(join(tmpdir(), 'talat-content-'));
  await writeFile(join(dir, 'space.json'), JSON.stringify({ id: 1, name: 'Test' }));
  for (const [slug, body] of Object.entries(files)) {
    const path = join(dir, 'stories', `${slug}.json`);
    await mkdir(join(path, '..'), { recursive: true });
    await writeFile(path, typeof body === 'string' ? body : JSON.stringify(body));
  }
  return dir;
}
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('readContentDir', () => {
  it('names stories by their path under stories/', async () => {
    const snap = await readContentDir(await contentDir({ about: story('x'), 'c/home-kit': story('y') }), 7);
    expect([...snap.bySlug.keys()].sort()).toEqual(['about', 'c/home-kit']);
    expect(snap.bySlug.get('c/home-kit')).toMatchObject({ slug: 'home-kit', parentId: idFor('c') });
    expect(snap.cv).toBe(7);
  });

  it('names the file and the field of a bad story', async () => {
    const bad = { ...story('x'), published_at: 'yesterday' };
    await expect(readContentDir(await contentDir({ about: bad }), 1)).rejects.toThrow(/about\.json: published_at/);
    await expect(readContentDir(await contentDir({ about: '{ nope' }), 1)).rejects.toThrow(/about\.json/);
  });
});

describe('ContentSource', () => {
  it('follows edits, raises the cache version and keeps the last good content on a broken save', async () => {
    const d = await contentDir({ about: story('one') });
    const logs: string[] = [];
    const source = new ContentSource(d, 0, (m) => logs.push(m));
    const first = await source.snapshot();
    const path = join(d, 'stories', 'about.json');

    await writeFile(path, JSON.stringify(story('two')));
    await utimes(path, new Date(), new Date(Date.now() + 5000));
    const second = await source.snapshot();
    expect(JSON.stringify(second.bySlug.get('about')?.file)).toContain('two');
    expect(second.cv).toBeGreaterThan(first.cv);

    await writeFile(path, '{ half-saved');
    await utimes(path, new Date(), new Date(Date.now() + 10000));
    expect(await source.snapshot()).toBe(second);
    expect(logs.join()).toMatch(/keeping the last good content/);
  });
});

describe('uuidFor', () => {
  it('is stable and shaped like a UUID', () => {
    expect(uuidFor('story:about')).toBe(uuidFor('story:about'));
    expect(uuidFor('story:about')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
