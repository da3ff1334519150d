import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import StoryblokClient from 'storyblok-js-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONTENT_RATE_LIMIT, storyblokOptions } from './content-client-options';
import { createContentClient } from './content-client';
import { storyLinkHref } from './links';
import type { StoryLink } from './story-schema';

// The storefront's content client, as configured for the shop, against a small server that plays
// a Storyblok space with a category page linking to 120 stories: the requests it makes, how they
// are spread over time, and what it does with a 429.

const LINKED = 120;
const uuidOf = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
const storyOf = (i: number) => ({
  id: 1000 + i,
  uuid: uuidOf(i),
  name: `Guide ${i}`,
  slug: `g${i}`,
  full_slug: `guides/g${i}`,
  content: { _uid: `g${i}`, component: 'page', body: [] },
});
const category = {
  id: 1,
  uuid: '10000000-0000-4000-8000-000000000000',
  name: 'Kits',
  slug: 'kits',
  full_slug: 'c/kits',
  content: {
    _uid: 'c',
    component: 'page',
    body: Array.from({ length: LINKED }, (_, i) => ({
      _uid: `t${i}`,
      component: 'teaser',
      // cached_url as it was when the category was last published: the guides moved since.
      link: { id: uuidOf(i), url: '', linktype: 'story', fieldtype: 'multilink', cached_url: `old/g${i}` },
    })),
  },
};

interface Seen {
  at: number;
  path: string;
  params: URLSearchParams;
}

let server: Server;
let base = '';
const seen: Seen[] = [];
/** Answer the next N requests with 429, as Storyblok does over its limit. */
let tooMany = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    seen.push({ at: Date.now(), path: url.pathname, params: url.searchParams });
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (tooMany > 0) {
      tooMany -= 1;
      return send(429, { error: 'Too Many Requests' });
    }
    if (url.pathname === '/v2/cdn/stories/c/kits')
      return send(200, { story: category, cv: 5, rels: [], link_uuids: Array.from({ length: LINKED }, (_, i) => uuidOf(i)) });
    const single = /^\/v2\/cdn\/stories\/guides\/g(\d+)$/.exec(url.pathname);
    if (single) return send(200, { story: storyOf(Number(single[1])), cv: 5, rels: [], links: [] });
    if (url.pathname === '/v2/cdn/stories') {
      const wanted = (url.searchParams.get('by_uuids') ?? '').split(',').filter(Boolean);
      const stories = wanted.map((u) => storyOf(Number(u.slice(-12))));
      return send(
        200,
        { stories, cv: 5, rels: [], links: [] },
        { total: String(stories.length), 'per-page': url.searchParams.get('per_page') ?? '25' },
      );
    }
    return send(404, { error: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** When the client sent each request (the rate it keeps), as against when the server saw it. */
const sentAt: number[] = [];

function client() {
  const options = storyblokOptions({ CONTENT_TOKEN: 'public', CONTENT_API_URL: base });
  const recording: typeof fetch = (...args) => {
    sentAt.push(Date.now());
    return fetch(...args);
  };
  return createContentClient(new StoryblokClient({ ...options, fetch: recording }));
}

/** Storyblok's published limit for uncached requests of pages of 26 to 50 stories, its strictest tier that this client reaches. */
const STORYBLOK_LIMIT_PER_PAGE_50 = 15;

/**
 * The most requests that fell in any window of `ms` (a second by default). The client's limiter
 * counts a request when it lets it go, a few milliseconds before `fetch` is called, so the
 * client's own rate is read over a second less that slack.
 */
function busiestSecond(times: number[], ms = 1000): number {
  let most = 0;
  for (const start of times) most = Math.max(most, times.filter((t) => t >= start && t < start + ms).length);
  return most;
}
const LIMITER_SLACK_MS = 200;

describe('the content client against a Storyblok-like space', () => {
  it('resolves a category page with 120 linked stories in three by_uuids batches of at most 50, links to their current slugs', async () => {
    seen.length = 0;
    const story = await client().getStory('c/kits', 'th', 'published', 5);
    const batches = seen.filter((s) => s.path === '/v2/cdn/stories');
    expect(seen).toHaveLength(1 + Math.ceil(LINKED / 50));
    expect(batches.map((b) => b.params.get('by_uuids')!.split(',').length)).toEqual([50, 50, 20]);
    expect(
      batches.every(
        (b) => b.params.get('per_page') === '50' && b.params.get('language') === 'th' && b.params.get('version') === 'published',
      ),
    ).toBe(true);
    expect(seen[0]!.params.get('resolve_links')).toBe('url');
    const links = (story!.content.body as { link: StoryLink }[]).map((b) => storyLinkHref(b.link, 'th'));
    expect(links).toHaveLength(LINKED);
    expect(links[0]).toBe('/th/guides/g0');
    expect(links[LINKED - 1]).toBe(`/th/guides/g${LINKED - 1}`);
  });

  it(`never sends more than ${CONTENT_RATE_LIMIT.requestsPerSecond} requests in a second, however many a cold page asks for at once`, async () => {
    seen.length = 0;
    sentAt.length = 0;
    const c = client();
    const stories = await Promise.all(Array.from({ length: 12 }, (_, i) => c.getStory(`guides/g${i}`, 'en', 'published', 5)));
    expect(stories.map((s) => s?.full_slug)).toEqual(Array.from({ length: 12 }, (_, i) => `guides/g${i}`));
    expect(seen).toHaveLength(12);
    expect(busiestSecond(sentAt, 1000 - LIMITER_SLACK_MS)).toBeLessThanOrEqual(CONTENT_RATE_LIMIT.requestsPerSecond);
    // At the server, arrivals bunch (the first requests open connections, later ones reuse them),
    // so they may crowd a second more than the client's own rate: still far under Storyblok's limits.
    expect(busiestSecond(seen.map((s) => s.at))).toBeLessThan(STORYBLOK_LIMIT_PER_PAGE_50);
    // And it did not wait needlessly: twelve at five a second is a little over two seconds.
    expect(sentAt.at(-1)! - sentAt[0]!).toBeGreaterThanOrEqual(2000 - LIMITER_SLACK_MS);
    expect(sentAt.at(-1)! - sentAt[0]!).toBeLessThan(6000);
  });

  it(`retries a 429 after ${CONTENT_RATE_LIMIT.retryDelayMs} ms, and the shopper gets the story`, async () => {
    seen.length = 0;
    tooMany = 2;
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const story = await client().getStory('guides/g7', 'en', 'published', 5);
      expect(story?.full_slug).toBe('guides/g7');
    } finally {
      log.mockRestore();
    }
    expect(seen).toHaveLength(3);
    expect(seen[1]!.at - seen[0]!.at).toBeGreaterThanOrEqual(CONTENT_RATE_LIMIT.retryDelayMs - 20);
  });
});
