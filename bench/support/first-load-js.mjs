// First-load JavaScript of one page: every script a fresh browser context requests before the
// page's load event, with its size compressed by brotli at quality 11 (as a CDN would serve it,
// and as compress-static.ts writes the storefront's build output). Scripts fetched after the load
// event (code Next.js prefetches when the browser is idle) are counted apart. Used by
// bench/first-load-js.mjs and by the CI gate e2e/first-load-js.spec.ts.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants } from 'node:zlib';

const kb = (bytes) => Number((bytes / 1024).toFixed(1));
// Brotli at quality 11 is slow (a second or so for a page's scripts on this machine), and most
// pages load the same framework chunks: each distinct body is compressed once per process.
const compressed = new Map();
const brotli = (body) => {
  const key = createHash('sha256').update(body).digest('hex');
  let size = compressed.get(key);
  if (size === undefined) {
    size = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    compressed.set(key, size);
  }
  return size;
};

/** `browser` is a Playwright Browser; `headers` go with every request (a shopper's cookies). */
export async function measureFirstLoadJs(browser, url, { headers } = {}) {
  // The service worker registers after the load event, so it adds nothing to what is measured;
  // blocked, it cannot answer a later measurement's scripts from its cache either.
  const context = await browser.newContext({ serviceWorkers: 'block', ...(headers ? { extraHTTPHeaders: headers } : {}) });
  try {
    const tab = await context.newPage();
    const bodies = new Map();
    const afterLoad = new Set();
    const pending = [];
    let loaded = false;
    tab.on('load', () => (loaded = true));
    tab.on('request', (req) => {
      if (req.resourceType() === 'script' && loaded) afterLoad.add(req.url());
    });
    tab.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      pending.push(
        res.body().then(
          (body) => bodies.set(res.url(), body),
          () => undefined,
        ),
      );
    });
    await tab.goto(url, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const first = { count: 0, raw: 0, brotli: 0, files: [] };
    const later = { count: 0, brotli: 0 };
    for (const [script, body] of bodies) {
      const size = brotli(body);
      if (afterLoad.has(script)) {
        later.count++;
        later.brotli += size;
      } else {
        first.count++;
        first.raw += body.length;
        first.brotli += size;
        first.files.push({ url: new URL(script).pathname, brotliKb: kb(size) });
      }
    }
    return {
      scripts: first.count,
      rawKb: Math.round(first.raw / 1024),
      brotliKb: kb(first.brotli),
      afterLoadScripts: later.count,
      afterLoadKb: kb(later.brotli),
      files: first.files.sort((a, b) => b.brotliKb - a.brotliKb),
    };
  } finally {
    await context.close();
  }
}
