import type { IncomingMessage, ServerResponse } from 'node:http';
import { AccountStore } from './accounts.js';
import type { Config } from './config.js';
import type { AppContext, Route } from './context.js';
import { openDatabase } from './database.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { devRoute } from './dev-routes.js';
import { FaultSwitch, faultBody } from './faults.js';
import { HttpError, readBody, redirect, sendHtml, sendJson } from './http.js';
import { interactionRoute } from './interaction-routes.js';
import { isLang, langFromAcceptLanguage, messages, type Lang } from './i18n.js';
import { loadOrCreateKeys } from './keys.js';
import { DevMailbox, LogMailer } from './mailbox.js';
import { sqliteAdapter } from './oidc-adapter.js';
import { messagePage } from './pages.js';
import { createProvider } from './provider.js';
import { honourSharedSignOff } from './provider-session.js';
import { RateLimiter } from './rate-limit.js';
import { SITE_ROUTES } from './site-routes.js';
import { createPasswordRulesSource } from './store-config.js';

export interface SignOnApp {
  context: AppContext;
  /** The request handler for `http.createServer`. */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  close: () => void;
}

/** Opens the database and keys, seeds the demo accounts, builds the provider and the routes. */
export async function createSignOnApp(
  config: Config & { issuer: string },
  options: { log?: (message: string) => void; fetch?: typeof fetch } = {},
): Promise<SignOnApp> {
  const log = options.log ?? ((message: string) => console.log(message));
  const db = openDatabase(config.dbPath);
  const accounts = new AccountStore(db);
  const created = await seedDemoAccounts(accounts);
  if (created.length) log(`sign-on: seeded demo accounts ${created.join(', ')}`);
  const keys = await loadOrCreateKeys(config.keysFile);
  const provider = createProvider(config, { accounts, keys, adapter: sqliteAdapter(db) });
  provider.on('server_error', (_ctx: unknown, e: Error) => log(`sign-on: provider error: ${e.stack ?? e.message}`));
  const mailbox = config.devMailbox ? new DevMailbox(config.mailboxDir) : undefined;
  const context: AppContext = {
    config,
    provider,
    accounts,
    limiters: {
      ip: new RateLimiter({ max: config.rateLimit.ipMax, windowMs: config.rateLimit.ipWindowSeconds * 1000 }),
      account: new RateLimiter({ max: config.rateLimit.accountMax, windowMs: config.rateLimit.accountWindowSeconds * 1000 }),
    },
    passwordRules: createPasswordRulesSource({ url: config.shopApiUrl, fetch: options.fetch, log }),
    mailer: mailbox ?? new LogMailer(log),
    mailbox,
    faults: new FaultSwitch(),
    log,
  };
  const providerCallback = provider.callback();
  const tokenPath = new URL(provider.urlFor('token')).pathname;
  const authorizationPath = new URL(provider.urlFor('authorization')).pathname;

  async function route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const method = req.method ?? 'GET';
    const path = url.pathname;
    const r: Route = { req, res, url, app: context };
    const allowed = (methods: string[]) => {
      if (methods.includes(method)) return true;
      res.setHeader('allow', methods.join(', '));
      sendJson(req, res, 405, { error: 'method_not_allowed' });
      return false;
    };

    if ((path === authorizationPath || /^\/(?:en|th)\/account$/.test(path)) && (method === 'GET' || method === 'POST')) {
      await honourSharedSignOff(context.provider, req, res, { secure: config.cookieSecure });
    }
    if (path === '/health') {
      if (allowed(['GET', 'HEAD'])) sendJson(req, res, 200, { status: 'ok' });
      return true;
    }
    if (path === tokenPath && method === 'POST' && config.devFaults) {
      let refreshToken: string | undefined;
      if (context.faults.targeted) {
        // The provider takes an already-read form body from req.body (oidc-provider's selective body).
        const body = await readBody(req);
        (req as IncomingMessage & { body?: string }).body = body;
        refreshToken = new URLSearchParams(body).get('refresh_token') ?? undefined;
      }
      const status = context.faults.take(refreshToken);
      if (status !== undefined) {
        if (req.readable) req.resume();
        sendJson(req, res, status, faultBody(status));
        return true;
      }
    }
    const dev = devRoute(path);
    if (dev) {
      if (allowed(dev.methods)) await dev.handler(r);
      return true;
    }
    const interaction = interactionRoute(path);
    if (interaction) {
      if (allowed(interaction.methods)) await interaction.handler(r, interaction.uid);
      return true;
    }
    if (path === '/') {
      redirect(res, `/${langFromAcceptLanguage(req.headers['accept-language'])}/account`);
      return true;
    }
    const site = /^\/(en|th)(?:\/([a-z-]*))?$/.exec(path);
    if (site && isLang(site[1])) {
      const lang: Lang = site[1];
      if (!site[2]) {
        redirect(res, `/${lang}/account`);
        return true;
      }
      const target = SITE_ROUTES[site[2]];
      if (!target) {
        const m = messages(lang);
        sendHtml(req, res, 404, messagePage({ lang, title: m.notFoundTitle, text: m.notFoundText, links: [{ href: `/${lang}/account`, text: m.accountTitle }] }));
        return true;
      }
      if (allowed(target.methods)) await target.handler(r, lang);
      return true;
    }
    return false;
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://sign-on.invalid');
    } catch {
      sendJson(req, res, 400, { error: 'invalid_request' });
      return;
    }
    route(req, res, url)
      .then((handled) => {
        if (!handled) void providerCallback(req, res);
      })
      .catch((e: unknown) => {
        if (res.headersSent) {
          res.destroy();
          return;
        }
        if (e instanceof HttpError) {
          sendJson(req, res, e.status, { error: e.message });
          return;
        }
        log(`sign-on: ${req.method} ${url.pathname} failed: ${(e as Error).stack ?? String(e)}`);
        const lang = isLang(url.pathname.split('/')[1]) ? (url.pathname.split('/')[1] as Lang) : 'en';
        const m = messages(lang);
        sendHtml(req, res, 500, messagePage({ lang, title: m.errorTitle, text: m.errorText, role: 'alert' }));
      });
  }

  return { context, handle, close: () => db.close() };
}
