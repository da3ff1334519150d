// A fresh stack for a benchmark: its own ports (3200-3203) and a temporary, newly seeded
// database, stopped when the benchmark ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded, stackConfig, startStack } from '../../scripts/stack.mjs';

/** The bench stack's configuration: ports 3200-3203, databases in `dataDir`, published content. */
export function benchConfig(dataDir, env = {}) {
  return stackConfig({
    ...process.env,
    PORT: '3200',
    COMMERCE_PORT: '3201',
    CONTENT_PORT: '3202',
    SIGN_ON_PORT: '3203',
    SIGN_ON_DATA_DIR: join(dataDir, 'sign-on'),
    COMMERCE_DB_PATH: join(dataDir, 'talat.sqlite'),
    COOKIE_SECURE: 'false',
    CONTENT_VERSION: 'published',
    ...env,
  });
}

export async function withBenchStack(fn, { env = {} } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'talat-bench-'));
  const config = benchConfig(dataDir, env);
  buildIfNeeded();
  const stack = await startStack(config, { logDir: dataDir, log: (m) => console.log(`bench: ${m}`) });
  try {
    return await fn(config, stack);
  } finally {
    stack.stop();
    await stack.stopped();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Requests each URL a few times so that measurements see warm caches, as shoppers mostly do. */
export async function warm(urls, times = 3) {
  for (let i = 0; i < times; i++) {
    for (const url of urls) await (await fetch(url)).arrayBuffer();
  }
}

/** The pages every benchmark looks at, per language. */
export function benchPages(base) {
  const pages = [];
  for (const lang of ['en', 'th']) {
    pages.push(
      { name: `home ${lang}`, route: 'home', url: `${base}/${lang}` },
      { name: `category ${lang}`, route: 'category', url: `${base}/${lang}/kits/home-kit` },
      { name: `product ${lang}`, route: 'product', url: `${base}/${lang}/home-shirt-2025` },
      { name: `search ${lang}`, route: 'search', url: `${base}/${lang}/search?q=${lang === 'th' ? encodeURIComponent('เสื้อ') : 'shirt'}` },
    );
  }
  return pages;
}
