// A TLS front speaking HTTP/2, as a shop is served in production (a CDN or reverse proxy before
// the storefront), for benchmarks that should see the transport a shopper's browser sees.
// It passes every request through to the storefront unchanged; it caches and compresses
// nothing itself. The certificate is self-signed, made by openssl for this run only, so the
// browser measuring through it must be told to accept it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Headers that describe one connection rather than the message; HTTP/2 forbids them. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'http2-settings',
]);

/** The request headers to send upstream: no pseudo-headers or hop-by-hop ones, the front's authority as Host. */
export function upstreamRequestHeaders(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':') || HOP_BY_HOP.has(name)) continue;
    out[name] = value;
  }
  const authority = headers[':authority'] ?? headers.host;
  if (authority) out.host = authority;
  out['x-forwarded-proto'] = 'https';
  return out;
}

/** The response headers to send back over HTTP/2: the upstream's, less the hop-by-hop ones. */
export function frontResponseHeaders(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) if (!HOP_BY_HOP.has(name)) out[name] = value;
  return out;
}

/** A key and certificate for localhost, valid for a day; the files openssl writes are removed at once. */
function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'talat-front-'));
  try {
    const key = join(dir, 'key.pem');
    const cert = join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key), cert: readFileSync(cert) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts the front on `port` (0: any free port), forwarding to `upstream` (for example
 * http://localhost:3200).
 * Resolves to its URL and a function that stops it.
 */
export async function startHttpsFront({ upstream, port }) {
  const credentials = selfSignedCertificate();
  const target = new URL(upstream);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const server = http2.createSecureServer({ ...credentials, allowHTTP1: true }, (req, res) => {
    const forwarded = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: upstreamRequestHeaders(req.headers), agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, frontResponseHeaders(answer.headers));
        answer.pipe(res);
      },
    );
    forwarded.on('error', () => {
      // Once part of an answer has gone out, cut the stream rather than append to its body.
      if (res.headersSent) return res.destroy();
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('upstream unavailable');
    });
    req.pipe(forwarded);
  });
  // A browser keeps its connection open; stopping must not wait for it.
  const sockets = new Set();
  server.on('secureConnection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `https://localhost:${server.address().port}`,
    async stop() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
      agent.destroy();
    },
  };
}
