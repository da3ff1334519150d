import { DATA_CONTENT_SECURITY_POLICY, isHttpsUrl, isSvg, securityHeaders, SVG_HEADERS } from '@talat/service-kit';
import { readAsset } from './assets.js';
import type { Config } from './config.js';
import { ApiError, badRequest, methodNotAllowed, notFound, unauthorized, uriTooLong } from './errors.js';
import { parseStoriesQuery, parseStoryQuery } from './params.js';
import { isValidFullSlug } from './slugs.js';
import { resolveLinks } from './resolve-links.js';
import { findStory, listStories, type Version } from './stories.js';
import type { ContentSnapshot } from './store.js';
import { LANGUAGES } from './story-file.js';

export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string | Buffer | null;
  /** Why the request failed, for the service's log only (never sent): an ApiError, or the error of a 500. */
  error?: unknown;
}

export interface AppContext {
  config: Pick<Config, 'publicUrl' | 'previewToken' | 'publicToken' | 'assetsDir' | 'storefrontUrl'>;
  snapshot: () => Promise<ContentSnapshot>;
}

export const MAX_URL_LENGTH = 8192;
const ALLOWED_METHODS = 'GET, HEAD, OPTIONS';
const CACHE_PUBLISHED = 'public, max-age=60';
const CACHE_ASSET = 'public, max-age=86400';
const CACHE_NONE = 'no-store';

const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'total, per-page',
};

/**
 * Headers of every answer, whatever it is (API JSON, assets, errors, 404s): CORS as Storyblok's
 * CDN sends it, and the shop's security headers (HSTS too when the public URL is HTTPS).
 */
export function baseHeaders(config: Pick<Config, 'publicUrl'>): Record<string, string> {
  return { ...CORS_HEADERS, ...securityHeaders({ https: isHttpsUrl(config.publicUrl) }) };
}

/** JSON is data: it may run nothing, load nothing and be framed by nobody. */
const json = (config: Pick<Config, 'publicUrl'>, status: number, body: unknown, headers: Record<string, string> = {}): Reply => ({
  status,
  headers: {
    ...baseHeaders(config),
    'content-type': 'application/json; charset=utf-8',
    'content-security-policy': DATA_CONTENT_SECURITY_POLICY,
    ...headers,
  },
  body: JSON.stringify(body),
});

export const errorReply = (config: Pick<Config, 'publicUrl'>, e: ApiError): Reply =>
  json(config, e.status, e.body, { 'cache-control': CACHE_NONE, ...(e.status === 405 ? { allow: ALLOWED_METHODS } : {}) });

/**
 * Token rules of the CDN API: the preview token reads drafts and published content, the
 * public token published content only; a missing or unknown token is refused.
 */
export function authorize(token: string | undefined, version: Version, config: AppContext['config']): void {
  if (token === config.previewToken) return;
  if (token === config.publicToken && version === 'published') return;
  throw unauthorized();
}

/** Splits the request target and decodes the path; refuses `..` and broken %-escapes. */
export function parseTarget(rawUrl: string): { path: string; query: URLSearchParams } {
  if (rawUrl.length > MAX_URL_LENGTH) throw uriTooLong();
  const cut = rawUrl.indexOf('?');
  const rawPath = cut < 0 ? rawUrl : rawUrl.slice(0, cut);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    throw badRequest('Invalid URL encoding');
  }
  if (!path.startsWith('/') || path.split('/').some((s) => s === '..' || s === '.') || path.includes('\0')) {
    throw badRequest('Invalid path');
  }
  return { path, query: new URLSearchParams(cut < 0 ? '' : rawUrl.slice(cut + 1)) };
}

const cacheFor = (version: Version) => (version === 'draft' ? CACHE_NONE : CACHE_PUBLISHED);

async function stories(query: URLSearchParams, ctx: AppContext): Promise<Reply> {
  const q = parseStoriesQuery(query);
  authorize(q.token, q.version, ctx.config);
  const snapshot = await ctx.snapshot();
  const page = listStories(snapshot, q, ctx.config.publicUrl);
  return json(
    ctx.config,
    200,
    {
      stories: page.stories,
      cv: snapshot.cv,
      rels: [],
      ...resolveLinks(snapshot, page.stories, q.resolve_links, q.version, q.language, ctx.config.publicUrl),
    },
    { total: String(page.total), 'per-page': String(page.perPage), 'cache-control': cacheFor(q.version) },
  );
}

async function story(slug: string, query: URLSearchParams, ctx: AppContext): Promise<Reply> {
  const q = parseStoryQuery(query);
  authorize(q.token, q.version, ctx.config);
  const key = slug.endsWith('/') ? slug.slice(0, -1) : slug;
  if (!isValidFullSlug(key)) throw badRequest('Invalid slug');
  const snapshot = await ctx.snapshot();
  const found = findStory(snapshot, { key, byUuid: q.find_by === 'uuid', version: q.version, language: q.language }, ctx.config.publicUrl);
  const links = resolveLinks(snapshot, [found], q.resolve_links, q.version, q.language, ctx.config.publicUrl);
  return json(ctx.config, 200, { story: found, cv: snapshot.cv, rels: [], ...links }, { 'cache-control': cacheFor(q.version) });
}

async function spaceMe(query: URLSearchParams, ctx: AppContext): Promise<Reply> {
  const q = parseStoryQuery(query);
  authorize(q.token, 'published', ctx.config);
  const snapshot = await ctx.snapshot();
  const space = {
    id: snapshot.space.id,
    name: snapshot.space.name,
    domain: ctx.config.storefrontUrl,
    version: snapshot.cv,
    language_codes: [...LANGUAGES],
  };
  return json(ctx.config, 200, { space }, { 'cache-control': CACHE_NONE });
}

async function asset(name: string, ctx: AppContext): Promise<Reply> {
  const { body, contentType } = await readAsset(ctx.config.assetsDir, name);
  return {
    status: 200,
    headers: {
      ...baseHeaders(ctx.config),
      'content-type': contentType,
      'cache-control': CACHE_ASSET,
      // An SVG is a document that could carry script: opened on its own it runs nothing, has a
      // sandboxed origin and is saved rather than shown; an <img> shows it as before.
      ...(isSvg(contentType) ? SVG_HEADERS : {}),
    },
    body,
  };
}

async function route(method: string, rawUrl: string, ctx: AppContext): Promise<Reply> {
  if (method === 'OPTIONS') {
    return {
      status: 204,
      headers: {
        ...baseHeaders(ctx.config),
        'content-security-policy': DATA_CONTENT_SECURITY_POLICY,
        allow: ALLOWED_METHODS,
        'access-control-allow-methods': ALLOWED_METHODS,
        'access-control-allow-headers': '*',
        'access-control-max-age': '86400',
      },
      body: null,
    };
  }
  if (method !== 'GET' && method !== 'HEAD') throw methodNotAllowed();
  const { path, query } = parseTarget(rawUrl);
  if (path.startsWith('/a/')) return asset(path.slice(3), ctx);
  if (path === '/v2/cdn/spaces/me' || path === '/v2/cdn/spaces/me/') return spaceMe(query, ctx);
  if (path === '/v2/cdn/stories' || path === '/v2/cdn/stories/') return stories(query, ctx);
  if (path.startsWith('/v2/cdn/stories/')) return story(path.slice('/v2/cdn/stories/'.length), query, ctx);
  throw notFound();
}

/**
 * Answers one request; never throws: expected failures become API errors, the rest a 500 whose
 * `error` the server logs (the answer says only "Internal Server Error").
 */
export async function handle(method: string, rawUrl: string, ctx: AppContext): Promise<Reply> {
  try {
    return await route(method, rawUrl, ctx);
  } catch (e) {
    if (e instanceof ApiError) return { ...errorReply(ctx.config, e), error: e };
    return { ...errorReply(ctx.config, new ApiError(500, 'Internal Server Error')), error: e };
  }
}
