// `postinstall`: one change to Next.js's installed server code, for the reason in
// docs/decisions/0037. Next.js 16's incremental cache measures every entry it writes with
// `JSON.stringify(value).length`, a figure it uses only to refuse fetch-cache entries over 2 MB.
// For a page, `JSON.stringify` turns the page's RSC payload (a Buffer) into an array of numbers
// (Buffer#toJSON) and then into text: 13 % of the storefront's CPU for a listing nobody asked for
// before. The change measures fetch-cache entries only, so Next.js's own check is unchanged.
// A file already changed is left alone; a file whose code no longer matches (another Next.js)
// is named in a warning, and the unit test beside this script fails until the rule is looked at.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The compiled runtimes (minified) and the plain module that hold the incremental cache's `set`. */
export const PATCHED_FILES = [
  ...['app-page', 'app-page-turbo', 'app-route', 'app-route-turbo', 'pages', 'pages-turbo', 'pages-api', 'pages-api-turbo', 'server'].map(
    (name) => `dist/compiled/next-server/${name}.runtime.prod.js`,
  ),
  'dist/server/lib/incremental-cache/index.js',
];

const MINIFIED = /let (\w+)=JSON\.stringify\((\w+)\)\.length;if\((\w+)\.fetchCache&&\1>2097152/g;
const MINIFIED_DONE = /let \w+=\w+\.fetchCache\?JSON\.stringify\(\w+\)\.length:0;if\(\w+\.fetchCache&&\w+>2097152/;
const PLAIN = 'const itemSize = JSON.stringify(data).length;';
const PLAIN_DONE = 'const itemSize = ctx.fetchCache ? JSON.stringify(data).length : 0;';

/** One file's source with the change made: `state` says whether it was made, found made, or not found. */
export function patchSource(source) {
  if (MINIFIED_DONE.test(source) || source.includes(PLAIN_DONE)) return { state: 'already', source };
  let count = 0;
  let out = source.replace(MINIFIED, (_, size, value, ctx) => {
    count++;
    return `let ${size}=${ctx}.fetchCache?JSON.stringify(${value}).length:0;if(${ctx}.fetchCache&&${size}>2097152`;
  });
  if (out.includes(PLAIN)) {
    out = out.replace(PLAIN, PLAIN_DONE);
    count++;
  }
  return count === 1 ? { state: 'patched', source: out } : { state: 'unmatched', source };
}

/** Applies the change under `nextDir`; answers each file's state. */
export function patchNext(nextDir) {
  return PATCHED_FILES.map((file) => {
    const path = join(nextDir, file);
    if (!existsSync(path)) return { file, state: 'missing' };
    const { state, source } = patchSource(readFileSync(path, 'utf8'));
    if (state === 'patched') writeFileSync(path, source);
    return { file, state };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const nextDir = join(root, 'node_modules', 'next');
  if (existsSync(nextDir)) {
    const results = patchNext(nextDir);
    const off = results.filter((r) => r.state === 'unmatched' || r.state === 'missing');
    const patched = results.filter((r) => r.state === 'patched').length;
    console.log(`patch-next: ${patched} file(s) changed, ${results.length - patched - off.length} already changed`);
    for (const r of off)
      console.warn(`patch-next: ${r.file} is ${r.state}: this Next.js is not the one docs/decisions/0037 was written for`);
  }
}
