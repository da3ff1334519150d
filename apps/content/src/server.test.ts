import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { startContentServer } from './server.js';

let server: Server;
let base: string;

beforeAll(async () => {
  const config = loadConfig({ CONTENT_PORT: '0', CONTENT_PUBLIC_URL: 'http://cdn.example' });
  ({ server, url: base } = await startContentServer(config));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, init?: RequestInit) => fetch(`${base}${path}`, init);

describe('content server over HTTP', () => {
  it('serves the global story in English and Thai', async () => {
    const en = await get('/v2/cdn/stories/global?token=talat-public-token');
    expect(en.status).toBe(200);
    const { story, cv } = (await en.json()) as { story: { content: { component: string; theme: string } }; cv: number };
    expect(story.content).toMatchObject({ component: 'global', theme: 'default' });
    expect(cv).toBeGreaterThan(0);
    const th = (await (await get('/v2/cdn/stories/global?token=talat-public-token&language=th')).json()) as {
      story: { lang: string };
    };
    expect(th.story.lang).toBe('th');
  });

  it('lists category stories with the total header, as the storefront asks for them', async () => {
    const r = await get('/v2/cdn/stories?token=talat-public-token&starts_with=c/&by_slugs=*/home-kit');
    expect(r.headers.get('total')).toBe('1');
    expect(r.headers.get('per-page')).toBe('25');
    const { stories } = (await r.json()) as { stories: { full_slug: string }[] };
    expect(stories.map((s) => s.full_slug)).toEqual(['c/home-kit']);
  });

  it('shows the about draft to the preview token only', async () => {
    const text = async (q: string) => JSON.stringify(await (await get(`/v2/cdn/stories/about?${q}`)).json());
    const draft = await text('token=talat-preview-token&version=draft');
    const published = await text('token=talat-preview-token&version=published');
    expect(draft).toContain('East Stand');
    expect(published).not.toContain('East Stand');
    expect((await get('/v2/cdn/stories/about?token=talat-public-token&version=draft')).status).toBe(401);
  });

  it('writes asset URLs under CONTENT_PUBLIC_URL and serves the SVG', async () => {
    const body = await (await get('/v2/cdn/stories/home?token=talat-public-token')).text();
    expect(body).toContain('"filename":"http://cdn.example/a/home-hero.svg"');
    const svg = await get('/a/home-hero.svg');
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers HEAD without a body and bad input with 4xx, never 500', async () => {
    const head = await get('/v2/cdn/stories/home?token=talat-public-token', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    for (const path of [
      '/v2/cdn/stories/nope?token=talat-public-token',
      '/v2/cdn/stories/%E0%A4%A?token=talat-public-token',
      `/v2/cdn/stories/${'x'.repeat(5000)}?token=talat-public-token`,
      '/v2/cdn/stories?token=talat-public-token&per_page=1000',
      '/v2/cdn/stories?token=talat-public-token&page=x',
    ]) {
      const r = await get(path);
      expect(r.status, path).toBeGreaterThanOrEqual(400);
      expect(r.status, path).toBeLessThan(500);
    }
    expect((await get('/v2/cdn/stories/home', { method: 'DELETE' })).status).toBe(405);
  });
});
