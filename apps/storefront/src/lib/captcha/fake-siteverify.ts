import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Google's reCAPTCHA siteverify (tests only, no network): it answers the
 * documented shape (`success`, `score`, `action`, `challenge_ts`, `hostname`, `error-codes`) for the
 * tokens it was told about, refuses a wrong secret and a token seen before, and records what it
 * was sent.
 */
export interface FakeToken {
  score: number;
  action: string;
}

export interface FakeSiteverify {
  url: string;
  /** Form fields of every request, in order. */
  requests: Record<string, string>[];
  close(): Promise<void>;
}

export async function startFakeSiteverify(secret: string, tokens: Record<string, FakeToken>): Promise<FakeSiteverify> {
  const requests: Record<string, string>[] = [];
  const used = new Set<string>();
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push(form);
      const answer = (value: object) => {
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
        res.end(JSON.stringify(value));
      };
      if (req.method !== 'POST' || !/^application\/x-www-form-urlencoded/.test(req.headers['content-type'] ?? '')) {
        return answer({ success: false, 'error-codes': ['bad-request'] });
      }
      if (!form.secret) return answer({ success: false, 'error-codes': ['missing-input-secret'] });
      if (form.secret !== secret) return answer({ success: false, 'error-codes': ['invalid-input-secret'] });
      if (!form.response) return answer({ success: false, 'error-codes': ['missing-input-response'] });
      const token = tokens[form.response];
      if (!token) return answer({ success: false, 'error-codes': ['invalid-input-response'] });
      if (used.has(form.response)) return answer({ success: false, 'error-codes': ['timeout-or-duplicate'] });
      used.add(form.response);
      answer({ success: true, score: token.score, action: token.action, challenge_ts: new Date().toISOString(), hostname: 'localhost' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
