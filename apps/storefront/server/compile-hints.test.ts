import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addCompileHints, COMPILE_HINT, firstLoadChunks, withCompileHint } from './compile-hints';

let next: string;

function chunk(name: string): string {
  return readFileSync(join(next, 'static', 'chunks', name), 'utf8');
}

function clientManifest(route: string, entryJSFiles: Record<string, string[]>): string {
  return [
    'globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};',
    `globalThis.__RSC_MANIFEST[${JSON.stringify(route)}] = ${JSON.stringify({ clientModules: {}, entryJSFiles })};`,
  ].join('\n');
}

// A build as Next.js writes it: a build manifest naming the framework's root scripts, and a
// client reference manifest per route naming each segment's entry scripts.
beforeEach(() => {
  next = mkdtempSync(join(tmpdir(), 'talat-next-'));
  mkdirSync(join(next, 'static', 'chunks'), { recursive: true });
  for (const name of ['runtime.js', 'react.js', 'layout.js', 'product.js', 'lazy.js']) {
    writeFileSync(join(next, 'static', 'chunks', name), `(globalThis.TURBOPACK||[]).push(["${name}"]);\n`);
  }
  writeFileSync(join(next, 'static', 'chunks', 'layout.css'), 'body{}');
  writeFileSync(
    join(next, 'build-manifest.json'),
    JSON.stringify({
      polyfillFiles: ['static/chunks/polyfills.js'],
      rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/react.js'],
    }),
  );
  const slug = join(next, 'server', 'app', '[locale]', '(default)', '[...slug]');
  mkdirSync(slug, { recursive: true });
  writeFileSync(
    join(slug, 'page_client-reference-manifest.js'),
    clientManifest('/[locale]/(default)/[...slug]/page', {
      '[project]/src/app/[locale]/(default)/layout': ['static/chunks/layout.js'],
      '[project]/src/app/[locale]/(default)/[...slug]/page': [
        'static/chunks/layout.js',
        'static/chunks/product.js',
        'static/chunks/layout.css',
      ],
    }),
  );
});
afterEach(() => rmSync(next, { recursive: true, force: true }));

describe('withCompileHint', () => {
  it('puts the hint on the first line, once', () => {
    const hinted = withCompileHint('let a = 1;\n');
    expect(hinted).toBe(`${COMPILE_HINT}let a = 1;\n`);
    expect(withCompileHint(hinted)).toBe(hinted);
  });

  it('is the comment V8 reads, on a line of its own', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });
});

describe('firstLoadChunks', () => {
  it('lists the root scripts and every route entry script, without styles, polyfills or lazy chunks', () => {
    expect(firstLoadChunks(next)).toEqual([
      'static/chunks/layout.js',
      'static/chunks/product.js',
      'static/chunks/react.js',
      'static/chunks/runtime.js',
    ]);
  });

  it('reads routes in nested folders and merges what several manifests name', () => {
    const search = join(next, 'server', 'app', '[locale]', '(default)', 'search');
    mkdirSync(search, { recursive: true });
    writeFileSync(
      join(search, 'page_client-reference-manifest.js'),
      clientManifest('/[locale]/(default)/search/page', { page: ['static/chunks/layout.js', 'static/chunks/lazy.js'] }),
    );
    expect(firstLoadChunks(next)).toContain('static/chunks/lazy.js');
    expect(firstLoadChunks(next).filter((c) => c === 'static/chunks/layout.js')).toHaveLength(1);
  });

  it('fails loudly on a build without its build manifest', () => {
    rmSync(join(next, 'build-manifest.json'));
    expect(() => firstLoadChunks(next)).toThrow(/build-manifest\.json/);
  });
});

describe('addCompileHints', () => {
  it('hints every first-load script and leaves the others as they were', () => {
    expect(addCompileHints(next)).toEqual({ chunks: 4, hinted: 4 });
    for (const name of ['runtime.js', 'react.js', 'layout.js', 'product.js']) expect(chunk(name).startsWith(COMPILE_HINT)).toBe(true);
    expect(chunk('lazy.js')).toBe('(globalThis.TURBOPACK||[]).push(["lazy.js"]);\n');
    expect(chunk('layout.css')).toBe('body{}');
  });

  it('changes nothing when run again on the same build', () => {
    addCompileHints(next);
    const before = chunk('product.js');
    expect(addCompileHints(next)).toEqual({ chunks: 4, hinted: 0 });
    expect(chunk('product.js')).toBe(before);
  });
});
