import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// NOT GOOGLE. A stand-in for Google's reCAPTCHA siteverify endpoint, started by a browser test in
// its own Node process on 127.0.0.1, so that a storefront with CAPTCHA_PROVIDER=recaptcha can be
// tested without the network and without Google's keys. It answers the shape Google documents for
// reCAPTCHA v3 (POST form fields `secret`, `response`, `remoteip`; JSON `success`, `score`,
// `action`, `challenge_ts`, `hostname`, `error-codes`), for the tokens the browser's test double
// of Google's script made (e2e/support/recaptcha-double.ts): those begin with `tokenPrefix`, then
// the action, then a random part. Its scores are the test's to choose (`score`), not a judgement.

export interface SiteverifyCall {
  /** The token the shop asked about (`response`). */
  response: string;
  /** The shopper's address as the shop sent it (`remoteip`). */
  remoteip: string | undefined;
  /** Whether the shop sent the secret this stand-in was given (the secret itself is not kept). */
  secretMatched: boolean;
}

export interface SiteverifyStandIn {
  /** What the shop's RECAPTCHA_VERIFY_URL is set to. */
  url: string;
  /** The score the next accepted token gets: 0.0 (a bot) to 1.0 (a person). */
  score: number;
  /** Every call, in order. */
  calls: SiteverifyCall[];
  close(): Promise<void>;
}

/** A token the double makes: `<prefix>-<action>-<random>` (reCAPTCHA's token alphabet: letters, digits, `-`, `_`). */
export const tokenPattern = (tokenPrefix: string) => new RegExp(`^${tokenPrefix}-([a-z_]+)-([A-Za-z0-9]+)$`);

export async function startSiteverifyStandIn({
  secret,
  tokenPrefix,
  hostname = 'localhost',
}: {
  secret: string;
  tokenPrefix: string;
  hostname?: string;
}): Promise<SiteverifyStandIn> {
  const pattern = tokenPattern(tokenPrefix);
  const used = new Set<string>();
  const calls: SiteverifyCall[] = [];
  const state = { score: 0.9 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const answer = (value: object) => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(value));
      };
      if (req.method !== 'POST' || !/^application\/x-www-form-urlencoded\b/.test(req.headers['content-type'] ?? '')) {
        return answer({ success: false, 'error-codes': ['bad-request'] });
      }
      const form = new URLSearchParams(body);
      const response = form.get('response') ?? '';
      calls.push({ response, remoteip: form.get('remoteip') ?? undefined, secretMatched: form.get('secret') === secret });
      if (!form.get('secret')) return answer({ success: false, 'error-codes': ['missing-input-secret'] });
      if (form.get('secret') !== secret) return answer({ success: false, 'error-codes': ['invalid-input-secret'] });
      if (!response) return answer({ success: false, 'error-codes': ['missing-input-response'] });
      const token = pattern.exec(response);
      if (!token) return answer({ success: false, 'error-codes': ['invalid-input-response'] });
      if (used.has(response)) return answer({ success: false, 'error-codes': ['timeout-or-duplicate'] });
      used.add(response);
      answer({
        success: true,
        score: state.score,
        action: token[1],
        // Google's format: ISO 8601 without milliseconds.
        challenge_ts: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
        hostname,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    get score() {
      return state.score;
    },
    set score(value: number) {
      state.score = value;
    },
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
