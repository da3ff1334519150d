/**
 * Lints the real content under apps/content/content: what editors save must parse, use only
 * the components the storefront renders, and exist in English and Thai.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { type ContentSnapshot, readContentDir } from './store.js';
import type { Blok } from './story-file.js';

/** The storefront's blok registry. */
const COMPONENTS = new Set([
  'page',
  'global',
  'promo_bar',
  'hero',
  'rich_text',
  'teaser_grid',
  'teaser',
  'featured_products',
  'accordion',
  'accordion_item',
  'footer',
  'footer_column',
  'nav_link',
  'notice',
  'newsletter_signup',
  'carousel',
  'carousel_slide',
  'tabs',
  'tab_item',
]);
const ROOTS = new Set(['page', 'global']);
const COLLECTIONS = new Set(['kits', 'home-kit', 'away-kit', 'training', 'fashion', 'accessories', 'gifts']);
const REQUIRED = ['global', 'home', 'cart', 'checkout', 'about', 'cms', 'delivery', 'returns', 'size-guide', 'contact'];
const REQUIRED_CATEGORIES = ['c/home-kit', 'c/away-kit', 'c/training', 'c/accessories'];
const RICHTEXT_NODES = new Set(['doc', 'paragraph', 'heading', 'bullet_list', 'list_item', 'text']);
const MARKS = new Set(['bold', 'italic', 'link']);

const config = loadConfig({});
let snapshot: ContentSnapshot;
beforeAll(async () => {
  snapshot = await readContentDir(config.contentDir, 1);
});

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every object in a tree, with its path. */
function* walk(value: Json, path = ''): Generator<{ node: { [k: string]: Json }; path: string }> {
  if (Array.isArray(value)) for (const [i, v] of value.entries()) yield* walk(v, `${path}[${i}]`);
  else if (value && typeof value === 'object') {
    yield { node: value, path };
    for (const [k, v] of Object.entries(value)) yield* walk(v, `${path}.${k}`);
  }
}

/** Every content tree: story x version x language. */
function trees() {
  return snapshot.stories.flatMap((r) =>
    (['published', 'draft'] as const).flatMap((version) =>
      (['en', 'th'] as const).flatMap((lang) => {
        const root = r.file[version]?.[lang];
        return root ? [{ name: `${r.fullSlug} ${version}.${lang}`, root }] : [];
      }),
    ),
  );
}

describe('content files', () => {
  it('all parse and hold every story the storefront asks for', () => {
    const slugs = [...snapshot.bySlug.keys()];
    for (const s of [...REQUIRED, ...REQUIRED_CATEGORIES]) expect(slugs, s).toContain(s);
  });

  it('give every story English and Thai in each version it has, and a Thai name', () => {
    for (const r of snapshot.stories) {
      expect(r.file.published, r.fullSlug).toBeDefined();
      expect(r.file.name.th, `${r.fullSlug} name.th`).toBeTruthy();
      for (const v of [r.file.published, r.file.draft]) if (v) expect(v.th, `${r.fullSlug} th`).toBeDefined();
    }
  });

  it('keep at least one draft that differs from its published version', () => {
    const about = snapshot.bySlug.get('about')?.file;
    expect(about?.draft).toBeDefined();
    expect(JSON.stringify(about?.draft)).not.toBe(JSON.stringify(about?.published));
  });

  it('use unique story ids and uuids', () => {
    expect(new Set(snapshot.stories.map((s) => s.id)).size).toBe(snapshot.stories.length);
    expect(snapshot.byUuid.size).toBe(snapshot.stories.length);
  });
});

describe('bloks', () => {
  it('have a known component and a _uid unique within their tree', () => {
    for (const { name, root } of trees()) {
      expect(ROOTS.has(root.component), `${name} root is ${root.component}`).toBe(true);
      const uids = new Set<string>();
      for (const { node, path } of walk(root as Json)) {
        if (!('component' in node) && !('_uid' in node)) continue;
        const blok = node as unknown as Blok;
        expect(COMPONENTS.has(blok.component), `${name}${path}: component ${blok.component}`).toBe(true);
        expect(typeof blok._uid === 'string' && blok._uid.length > 0, `${name}${path}: _uid`).toBe(true);
        expect(uids.has(blok._uid), `${name}${path}: duplicate _uid ${blok._uid}`).toBe(false);
        uids.add(blok._uid);
      }
    }
  });
  it('show every blok the storefront renders on at least one published page, in both languages', () => {
    for (const lang of ['en', 'th'] as const) {
      const used = new Set<string>();
      for (const r of snapshot.stories) {
        const root = r.file.published?.[lang];
        if (!root) continue;
        for (const { node } of walk(root as Json)) if (typeof node.component === 'string') used.add(node.component);
      }
      expect(
        [...COMPONENTS].filter((c) => !used.has(c)),
        lang,
      ).toEqual([]);
    }
  });
});

describe('fields', () => {
  it('links are multilinks; story links point at stories that exist', () => {
    for (const { name, root } of trees()) {
      for (const { node, path } of walk(root as Json)) {
        if (node.fieldtype !== 'multilink') continue;
        expect(['story', 'url'], `${name}${path}`).toContain(node.linktype);
        if (node.linktype === 'story') {
          expect(snapshot.bySlug.has(String(node.cached_url)), `${name}${path}: ${node.cached_url}`).toBe(true);
          expect(node.id, `${name}${path}: id`).toBe(snapshot.bySlug.get(String(node.cached_url))?.uuid);
        } else {
          expect(String(node.url), `${name}${path}`).toMatch(/^(\/|https?:|mailto:)/);
        }
      }
    }
  });

  it('assets point at files in assets/', () => {
    for (const { name, root } of trees()) {
      for (const { node, path } of walk(root as Json)) {
        if (node.fieldtype !== 'asset') continue;
        const file = String(node.filename);
        expect(file, `${name}${path}`).toMatch(/^\/a\/[\w-]+\.svg$/);
        expect(existsSync(join(config.assetsDir, file.slice(3))), `${name}${path}: ${file}`).toBe(true);
        expect(String(node.alt).length, `${name}${path}: alt text`).toBeGreaterThan(0);
      }
    }
  });

  it('richtext uses only the nodes and marks the storefront renders, with no empty text', () => {
    for (const { name, root } of trees()) {
      for (const { node, path } of walk(root as Json)) {
        if (node.type === undefined || typeof node.type !== 'string' || 'component' in node) continue;
        if (MARKS.has(node.type) && !RICHTEXT_NODES.has(node.type)) continue;
        expect(RICHTEXT_NODES.has(node.type), `${name}${path}: node ${node.type}`).toBe(true);
        if (node.type === 'heading') expect([2, 3], `${name}${path}`).toContain((node.attrs as { level: number }).level);
        if (node.type === 'text') expect(String(node.text).length, `${name}${path}`).toBeGreaterThan(0);
      }
    }
  });

  it('featured_products name a collection of the engine', () => {
    for (const { name, root } of trees()) {
      for (const { node, path } of walk(root as Json)) {
        if (node.component !== 'featured_products') continue;
        expect(COLLECTIONS.has(String(node.category)), `${name}${path}: ${node.category}`).toBe(true);
        expect(node.limit, `${name}${path}`).toBeTypeOf('number');
      }
    }
  });

  it('notices use a known tone', () => {
    for (const { name, root } of trees()) {
      for (const { node, path } of walk(root as Json)) {
        if (node.component === 'notice') expect(['info', 'warning'], `${name}${path}`).toContain(node.tone);
      }
    }
  });
});
