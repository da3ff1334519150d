import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATCHED_FILES, patchSource } from './patch-next.mjs';

// The shape of Next.js 16's minified `IncrementalCache.set`, reduced to the lines the change touches.
const MINIFIED_SET =
  'async set(e,t,r){let i=JSON.stringify(t).length;if(r.fetchCache&&i>2097152&&!this.custom){console.warn("too big");return"refused"}return"stored"}';

function setOf(source: string): (value: unknown, ctx: { fetchCache?: boolean }) => Promise<string> {
  const holder = new Function(`return { custom: false, ${source} }`)();
  return (value, ctx) => holder.set('/key', value, ctx);
}

describe('patchSource', () => {
  it('no longer turns a page entry into text to measure it', async () => {
    const { state, source } = patchSource(MINIFIED_SET);
    expect(state).toBe('patched');
    const page = {
      kind: 'APP_PAGE',
      rscData: {
        toJSON: () => {
          throw new Error('measured a page');
        },
      },
    };
    await expect(setOf(MINIFIED_SET)(page, {})).rejects.toThrow('measured a page');
    await expect(setOf(source)(page, {})).resolves.toBe('stored');
  });

  it('still refuses a fetch-cache entry over 2 MB, and keeps a smaller one', async () => {
    const set = setOf(patchSource(MINIFIED_SET).source);
    await expect(set({ data: 'x'.repeat(2 * 1024 * 1024 + 1) }, { fetchCache: true })).resolves.toBe('refused');
    await expect(set({ data: 'x'.repeat(1000) }, { fetchCache: true })).resolves.toBe('stored');
  });

  it('changes the plain module the same way', () => {
    const plain = 'const itemSize = JSON.stringify(data).length;\nif (ctx.fetchCache && itemSize > 2 * 1024 * 1024';
    const { state, source } = patchSource(plain);
    expect(state).toBe('patched');
    expect(source).toContain('const itemSize = ctx.fetchCache ? JSON.stringify(data).length : 0;');
  });

  it('leaves a changed file alone and says so', () => {
    const once = patchSource(MINIFIED_SET).source;
    expect(patchSource(once)).toEqual({ state: 'already', source: once });
  });

  it('answers unmatched, and changes nothing, when the code is not the one it was written for', () => {
    const other = 'async set(e,t,r){let size=measure(t);if(r.fetchCache&&size>2097152)return}';
    expect(patchSource(other)).toEqual({ state: 'unmatched', source: other });
  });
});

describe('the installed Next.js', () => {
  // `npm ci` runs the script (postinstall): when an upgrade of Next.js no longer matches, this
  // fails, so that whoever upgrades looks at whether Next.js still needs the change.
  it.each(PATCHED_FILES)('%s measures fetch-cache entries only', (file) => {
    const source = readFileSync(join(import.meta.dirname, '..', 'node_modules', 'next', file), 'utf8');
    expect(patchSource(source).state).toBe('already');
  });
});
