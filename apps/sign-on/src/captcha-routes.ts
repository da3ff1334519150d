import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Route } from './context.js';
import { CAPTCHA_FORM_SCRIPT } from './captcha-script.js';
import { sendJson } from './http.js';

/**
 * The captcha's routes: a fresh challenge for the widget, and the widget's files from this
 * service's own origin (ALTCHA's CSP-friendly build, its stylesheet, its SHA-256 worker, and the
 * form script of captcha-script.ts). They answer 404 while no form asks for the captcha.
 */
export const CHALLENGE_PATH = '/captcha/challenge';
export const WIDGET_SCRIPT_PATH = '/captcha/altcha.js';
export const WIDGET_STYLE_PATH = '/captcha/altcha.css';
export const FORM_SCRIPT_PATH = '/captcha/form.js';
const WORKER_PATH = '/captcha/sha-worker.js';

interface Asset {
  type: string;
  body: () => Buffer;
}

/** ALTCHA's files, read once on first use from the installed package (`altcha/external`'s folder). */
function packageFile(relative: string): () => Buffer {
  let body: Buffer | undefined;
  return () => {
    if (!body) {
      const external = dirname(createRequire(import.meta.url).resolve('altcha/external'));
      body = readFileSync(join(external, relative));
    }
    return body;
  };
}

const JS = 'text/javascript; charset=utf-8';

const ASSETS: Record<string, Asset> = {
  [WIDGET_SCRIPT_PATH]: { type: JS, body: packageFile('altcha.min.js') },
  [WIDGET_STYLE_PATH]: { type: 'text/css; charset=utf-8', body: packageFile('altcha.css') },
  [WORKER_PATH]: { type: JS, body: packageFile('../workers/sha.js') },
  [FORM_SCRIPT_PATH]: { type: JS, body: () => Buffer.from(CAPTCHA_FORM_SCRIPT) },
};

function sendAsset(r: Route, asset: Asset): void {
  const body = asset.body();
  r.res.statusCode = 200;
  r.res.setHeader('content-type', asset.type);
  // The files change only with the service (a new ALTCHA version comes with a new deployment).
  r.res.setHeader('cache-control', 'public, max-age=3600');
  r.res.setHeader('content-length', String(body.length));
  r.res.end(r.req.method === 'HEAD' ? undefined : body);
}

async function challenge(r: Route): Promise<void> {
  sendJson(r.req, r.res, 200, await r.app.captcha.challenge());
}

/** `/captcha/...`; undefined when the path is not one of these. */
export function captchaRoute(path: string): { methods: string[]; handler: (r: Route) => Promise<void> } | undefined {
  const on = (r: Route) => r.app.config.captcha.login || r.app.config.captcha.create;
  const notFound = (r: Route) => sendJson(r.req, r.res, 404, { error: 'not_found' });
  if (path === CHALLENGE_PATH) return { methods: ['GET'], handler: async (r) => (on(r) ? challenge(r) : notFound(r)) };
  const asset = ASSETS[path];
  if (asset) return { methods: ['GET', 'HEAD'], handler: async (r) => (on(r) ? sendAsset(r, asset) : notFound(r)) };
  return undefined;
}
