import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';

/**
 * V8's explicit compile hint (Chrome 136 and later): a script that starts with this comment has
 * all its functions compiled eagerly, on the background thread that streams the script in,
 * instead of lazily on the main thread the first time each one runs. Other browsers ignore it.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The source with the compile hint as its first line (unchanged when it has one already). */
export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

interface ClientReferenceManifest {
  entryJSFiles?: Record<string, string[]>;
}

function manifestFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('_client-reference-manifest.js'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The scripts a page of this build runs as soon as it loads, relative to `.next` (for example
 * `static/chunks/abc.js`): the framework's root files from `build-manifest.json` and every
 * route's entry chunks from its client reference manifest. Chunks loaded later (a dynamic
 * import, another route's code) are not among them.
 */
export function firstLoadChunks(nextDir: string): string[] {
  const chunks = new Set<string>();
  const build = JSON.parse(readFileSync(join(nextDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[] };
  for (const file of build.rootMainFiles ?? []) chunks.add(file);
  for (const file of manifestFiles(join(nextDir, 'server', 'app'))) {
    // Each manifest is a script that assigns to globalThis.__RSC_MANIFEST; run it in an empty
    // context to read what it assigns.
    const context: { __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
    runInNewContext(readFileSync(file, 'utf8'), context, { filename: file, timeout: 1000 });
    for (const manifest of Object.values(context.__RSC_MANIFEST ?? {})) {
      for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const chunk of files) chunks.add(chunk);
    }
  }
  return [...chunks].filter((chunk) => chunk.startsWith('static/') && chunk.endsWith('.js')).sort();
}

/** Puts the compile hint at the top of every first-load script of the build in `nextDir`. */
export function addCompileHints(nextDir: string): { chunks: number; hinted: number } {
  const chunks = firstLoadChunks(nextDir);
  let hinted = 0;
  for (const chunk of chunks) {
    const file = join(nextDir, chunk);
    const source = readFileSync(file, 'utf8');
    const next = withCompileHint(source);
    if (next === source) continue;
    writeFileSync(file, next);
    hinted += 1;
  }
  return { chunks: chunks.length, hinted };
}

if (require.main === module) {
  const { chunks, hinted } = addCompileHints(resolve(process.argv[2] ?? '.next'));
  console.log(`compile-hints: ${chunks} first-load scripts, ${hinted} newly hinted`);
}
