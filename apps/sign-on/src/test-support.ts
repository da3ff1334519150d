import { createHash, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppLog } from './context.js';
import type { Mailer, OutgoingMail } from './mailer.js';

/** A browser's cookie store, enough for one host: names only (no path scoping), expiry by Max-Age=0. */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  store(res: Response): string[] {
    const set = res.headers.getSetCookie();
    for (const line of set) {
      const [pair = '', ...attrs] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const expired = attrs.some((a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) < Date.now()));
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return set;
  }

  /** fetch with this jar's cookies, never following redirects. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set('cookie', this.header());
    const res = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.store(res);
    return res;
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

/** The value of a hidden input in a page. */
export function hiddenValue(page: string, name: string): string {
  const match = new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(page);
  if (!match?.[1]) throw new Error(`no hidden ${name} in page`);
  return match[1];
}

export const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

/** A Mailer that keeps what it is given (tests read mails from it instead of a mailbox). */
export class RecordingMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  private readonly waiting: (() => void)[] = [];

  async send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
    this.waiting.splice(0).forEach((wake) => wake());
  }

  /** Mails to `to` (compared case-insensitively), newest first. */
  to(to: string): OutgoingMail[] {
    return this.sent.filter((m) => m.to.toLowerCase() === to.toLowerCase()).reverse();
  }

  /** Waits until `count` mails to `to` have been sent (mails leave after the answer); newest first. */
  async waitFor(to: string, count = 1, timeoutMs = 5_000): Promise<OutgoingMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.to(to).length < count) {
      if (Date.now() > deadline) throw new Error(`no mail #${count} to ${to}`);
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        setTimeout(resolve, 50);
      });
    }
    return this.to(to);
  }
}

export const quietLog: AppLog = { info: () => {}, warn: () => {}, error: () => {} };

/** A log that keeps its lines (`level: message`). */
export function recordingLog(): AppLog & { lines: string[] } {
  const lines: string[] = [];
  return { lines, info: (m) => lines.push(`info: ${m}`), warn: (m) => lines.push(`warn: ${m}`), error: (m) => lines.push(`error: ${m}`) };
}

/**
 * The storefront's back-channel logout endpoint, played in tests: keeps every `logout_token`
 * POSTed to it; `failNext` answers that many requests with 503 first.
 */
export class LogoutReceiver {
  readonly tokens: string[] = [];
  failNext = 0;
  requests = 0;
  private server: Server | undefined;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        this.requests += 1;
        if (this.failNext > 0) {
          this.failNext -= 1;
          res.writeHead(503).end();
          return;
        }
        const type = req.headers['content-type'] ?? '';
        const token = new URLSearchParams(body).get('logout_token');
        if (req.method !== 'POST' || !type.startsWith('application/x-www-form-urlencoded') || !token) {
          res.writeHead(400).end();
          return;
        }
        this.tokens.push(token);
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/sign-on/backchannel-logout`;
    return this;
  }

  /** Waits until `count` tokens have arrived in all; answers the tokens that arrived after `since`. */
  async waitFor(count: number, since = 0, timeoutMs = 5_000): Promise<string[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.tokens.length < since + count) {
      if (Date.now() > deadline) throw new Error(`expected ${count} logout token(s), got ${this.tokens.length - since}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return this.tokens.slice(since);
  }

  close(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
