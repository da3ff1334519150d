import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  answerHealth,
  createHealth,
  DATA_CONTENT_SECURITY_POLICY,
  isHttpsUrl,
  securityHeaders,
  setHeaders,
  tcpCheck,
  type Health,
} from '@talat/service-kit';
import { AccountStore } from './accounts.js';
import { createCaptcha } from './captcha.js';
import { captchaRoute } from './captcha-routes.js';
import { LogoutNotifier } from './backchannel-logout.js';
import type { Config } from './config.js';
import type { AppContext, AppLog, Route } from './context.js';
import { openDatabase } from './database.js';
import { seedDemoAccounts } from './demo-accounts.js';
import { devRoute } from './dev-routes.js';
import { FaultSwitch, faultBody } from './faults.js';
import { dropUntrustedForwarding, HttpError, readBody, redirect, sendHtml, sendJson } from './http.js';
import { interactionRoute } from './interaction-routes.js';
import { isLang, langFromAcceptLanguage, messages, type Lang } from './i18n.js';
import { loadOrCreateKeys } from './keys.js';
import { Outbox, SmtpMailer, smtpAddress, type Mailer } from './mailer.js';
import { OidcRecords, sqliteAdapter } from './oidc-adapter.js';
import { messagePage } from './pages.js';
import { createProvider } from './provider.js';
import { honourSharedSignOff } from './provider-session.js';
import { RateLimiter } from './rate-limit.js';
import { installSessionEnding, SessionEnding } from './session-ending.js';
import { SignInLimits } from './sign-in-limits.js';
import { SITE_ROUTES } from './site-routes.js';
import { createPasswordRulesSource } from './store-config.js';

export interface SignOnApp {
  context: AppContext;
  /** `/ready`: database open and the SMTP relay reachable; draining once asked to stop. */
  health: Health;
  /** The request handler for `http.createServer`. */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  /** Stops retrying logout tokens, lets mails and attempts in flight end, closes the database. */
  close: () => Promise<void>;
}

export interface SignOnAppOptions {
  log?: AppLog;
  fetch?: typeof fetch;
  /** Instead of SMTP (tests record the mails). */
  mailer?: Mailer;
  /** Waits between attempts to deliver a logout token (backchannel-logout.ts). */
  backchannelRetryDelaysMs?: readonly number[];
}

/** Writes through console (the kit's logger when the service runs: server.ts routes console to it). */
export const consoleLog: AppLog = {
  info: (m) => console.log(m),
  warn: (m) => console.warn(m),
  error: (m) => console.error(m),
};

/**
 * Opens the database and keys, seeds the demo accounts (never in production), builds the
 * provider and the routes.
 */
export async function createSignOnApp(config: Config & { issuer: string }, options: SignOnAppOptions = {}): Promise<SignOnApp> {
  const log = options.log ?? consoleLog;
  const db = openDatabase(config.dbPath);
  const accounts = new AccountStore(db);
  if (!config.production) {
    const created = await seedDemoAccounts(accounts);
    if (created.length) log.info(`sign-on: seeded demo accounts ${created.join(', ')}`);
  }
  const keys = await loadOrCreateKeys(config.keysFile);
  const provider = createProvider(config, { accounts, keys, adapter: sqliteAdapter(db) });
  provider.on('server_error', (_ctx: unknown, e: Error) => log.error(`sign-on: provider error: ${e.stack ?? e.message}`));
  const notifier = new LogoutNotifier(provider, { log, retryDelaysMs: options.backchannelRetryDelaysMs });
  const ending = new SessionEnding({ records: new OidcRecords(db), notifier, clientIds: [config.clientId], log });
  installSessionEnding(provider, ending, log);
  const mailer = options.mailer ?? new SmtpMailer({ url: config.smtpUrl, from: config.mailFrom });
  const smtp = smtpAddress(config.smtpUrl);
  // Ready: the database answers and the SMTP relay accepts connections (registration and password
  // reset need it). The engine is not a readiness dependency: without it the password rules fall
  // back to 8 characters and 3 classes (store-config.ts) and signing in needs nothing of it.
  const health = createHealth({
    checks: {
      database: () => db.prepare('SELECT 1').get(),
      smtp: tcpCheck(smtp.host, smtp.port),
    },
    log: (message, error) => log.warn(`sign-on: ${message}: ${(error as Error).message}`),
  });
  const context: AppContext = {
    config,
    provider,
    accounts,
    limiters: {
      ip: new RateLimiter({ max: config.rateLimit.ipMax, windowMs: config.rateLimit.ipWindowSeconds * 1000 }),
      account: new RateLimiter({ max: config.rateLimit.accountMax, windowMs: config.rateLimit.accountWindowSeconds * 1000 }),
      signIn: new SignInLimits(config.rateLimit),
    },
    passwordRules: createPasswordRulesSource({
      url: config.shopApiUrl,
      shopApiKey: config.shopApiKey,
      fetch: options.fetch,
      log: (m) => log.warn(m),
    }),
    outbox: new Outbox(mailer, (m) => log.warn(m)),
    ending,
    faults: new FaultSwitch(),
    captcha: createCaptcha(config.captcha),
    log,
  };
  const providerCallback = provider.callback();
  const tokenPath = new URL(provider.urlFor('token')).pathname;
  const authorizationPath = new URL(provider.urlFor('authorization')).pathname;
  const headers = { ...securityHeaders({ https: isHttpsUrl(config.issuer) }), 'content-security-policy': DATA_CONTENT_SECURITY_POLICY };

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
    if (path === tokenPath && method === 'POST' && config.devFaults && !config.production) {
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
    const captcha = captchaRoute(path);
    if (captcha) {
      if (allowed(captcha.methods)) await captcha.handler(r);
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
        sendHtml(
          req,
          res,
          404,
          messagePage({ lang, title: m.notFoundTitle, text: m.notFoundText, links: [{ href: `/${lang}/account`, text: m.accountTitle }] }),
        );
        return true;
      }
      if (allowed(target.methods)) await target.handler(r, lang);
      return true;
    }
    return false;
  }

  function handle(req: IncomingMessage, res: ServerResponse): void {
    // Every answer: the kit's headers; pages set their own Content-Security-Policy over this
    // data policy (http.ts, provider.ts).
    setHeaders(res, headers);
    dropUntrustedForwarding(req, config.trustProxy);
    if (answerHealth(req, res, health)) return;
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
        log.error(`sign-on: ${req.method} ${url.pathname} failed: ${(e as Error).stack ?? String(e)}`);
        const lang = isLang(url.pathname.split('/')[1]) ? (url.pathname.split('/')[1] as Lang) : 'en';
        const m = messages(lang);
        sendHtml(req, res, 500, messagePage({ lang, title: m.errorTitle, text: m.errorText, role: 'alert' }));
      });
  }

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await notifier.close();
      await context.outbox.idle();
      mailer.close?.();
      db.close();
    })());

  return { context, health, handle, close };
}
