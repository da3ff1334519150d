import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { AccountStore } from './accounts.js';
import type { Captcha } from './captcha.js';
import type { AppLog } from './app-log.js';
import type { Config } from './config.js';
import { csrfToken } from './csrf.js';
import type { FaultSwitch } from './faults.js';
import type { SafeHtml } from '@talat/rules/html';
import { CAPTCHA_PAGE_HEADERS, sendHtml } from './http.js';
import type { Outbox } from './mailer.js';
import type { PasswordRules } from './password-rules.js';
import type { SessionEnding } from './session-ending.js';
import type { Limiters } from './sign-in.js';

/** Everything a route needs; made once at start. */
export interface AppContext {
  config: Config & { issuer: string };
  provider: Provider;
  accounts: AccountStore;
  limiters: Limiters;
  passwordRules: () => Promise<PasswordRules>;
  /** Mails go out after the answer (mailer.ts). */
  outbox: Outbox;
  /** Revokes grants and sends logout tokens when sessions end (session-ending.ts). */
  ending: SessionEnding;
  faults: FaultSwitch;
  /** Issues and checks the captcha of the forms config.captcha names (captcha.ts). */
  captcha: Captcha;
  log: AppLog;
}

export interface Route {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  app: AppContext;
}

/** Interaction ids are oidc-provider's nanoids; anything else in a link is dropped. */
export const INTERACTION_UID = /^[A-Za-z0-9_-]{10,64}$/;

export const interactionParam = (value: string | null | undefined): string | undefined =>
  value && INTERACTION_UID.test(value) ? value : undefined;

export const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const entries = Object.entries(query).filter((e): e is [string, string] => e[1] !== undefined);
  return entries.length ? `${path}?${new URLSearchParams(entries).toString()}` : path;
};

export const csrfFor = (r: Route): string => csrfToken(r.req, r.res, r.app.config.cookieSecure);

export const page = (r: Route, status: number, body: SafeHtml, headers?: Record<string, string>): void =>
  sendHtml(r.req, r.res, status, body, headers);

/** A page whose form shows the captcha when `captcha` is on: its policy admits the widget's files (http.ts). */
export const formPage = (r: Route, captcha: boolean, status: number, body: SafeHtml, headers?: Record<string, string>): void =>
  sendHtml(r.req, r.res, status, body, { ...(captcha ? CAPTCHA_PAGE_HEADERS : {}), ...headers });

export type { AppLog } from './app-log.js';
