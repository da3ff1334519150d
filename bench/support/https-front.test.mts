import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frontResponseHeaders, startHttpsFront, upstreamRequestHeaders } from './https-front.mjs';

describe('upstreamRequestHeaders', () => {
  it('drops pseudo-headers and hop-by-hop headers, names the front as Host and says https', () => {
    const out = upstreamRequestHeaders({
      ':method': 'GET',
      ':path': '/th',
      ':authority': 'localhost:3443',
      ':scheme': 'https',
      'accept-encoding': 'br',
      connection: 'keep-alive',
      te: 'trailers',
      cookie: 'a=1',
    });
    expect(out).toEqual({ 'accept-encoding': 'br', cookie: 'a=1', host: 'localhost:3443', 'x-forwarded-proto': 'https' });
  });
});

describe('frontResponseHeaders', () => {
  it('keeps what describes the message and drops what describes the connection', () => {
    expect(
      frontResponseHeaders({
        'content-type': 'text/html',
        'set-cookie': ['a=1', 'b=2'],
        connection: 'keep-alive',
        'keep-alive': 'timeout=5',
        'transfer-encoding': 'chunked',
      }),
    ).toEqual({ 'content-type': 'text/html', 'set-cookie': ['a=1', 'b=2'] });
  });
});

describe('startHttpsFront', () => {
  let upstream: http.Server;
  let front: { url: string; stop: () => Promise<void> };
  let client: http2.ClientHttp2Session;

  beforeAll(async () => {
    upstream = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        res.setHeader('connection', 'keep-alive');
        res.setHeader('set-cookie', ['a=1', 'b=2']);
        res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ method: req.method, url: req.url, host: req.headers.host, proto: req.headers['x-forwarded-proto'], body }),
        );
      });
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    front = await startHttpsFront({ upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, port: 0 });
    client = http2.connect(front.url, { rejectUnauthorized: false });
  });

  afterAll(async () => {
    client?.close();
    await front?.stop();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  function ask(headers: http2.OutgoingHttpHeaders, body?: string) {
    return new Promise<{ status: number; headers: http2.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const stream = client.request(headers);
      let text = '';
      let answer: http2.IncomingHttpHeaders = {};
      stream.on('response', (h) => (answer = h));
      stream.on('data', (chunk) => (text += chunk));
      stream.on('end', () => resolve({ status: Number(answer[':status']), headers: answer, body: text }));
      stream.on('error', reject);
      stream.end(body);
    });
  }

  it('answers over HTTP/2 with what the upstream answered, status and cookies included', async () => {
    const answer = await ask({ ':path': '/th/search?q=shirt' });
    expect(answer.status).toBe(200);
    expect(answer.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(answer.headers.connection).toBeUndefined();
    expect(JSON.parse(answer.body)).toEqual({
      method: 'GET',
      url: '/th/search?q=shirt',
      host: new URL(front.url).host,
      proto: 'https',
      body: '',
    });
    expect((await ask({ ':path': '/missing' })).status).toBe(404);
  });

  it('passes a request body through', async () => {
    const answer = await ask({ ':path': '/api/cart', ':method': 'POST', 'content-type': 'application/json' }, '{"qty":2}');
    expect(JSON.parse(answer.body)).toMatchObject({ method: 'POST', url: '/api/cart', body: '{"qty":2}' });
  });
});

describe('startHttpsFront with its upstream down', () => {
  it('answers 502 with a plain message', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const front = await startHttpsFront({ upstream: `http://127.0.0.1:${port}`, port: 0 });
    const client = http2.connect(front.url, { rejectUnauthorized: false });
    try {
      const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const stream = client.request({ ':path': '/en' });
        let status = 0;
        let body = '';
        stream.on('response', (h) => (status = Number(h[':status'])));
        stream.on('data', (chunk) => (body += chunk));
        stream.on('end', () => resolve({ status, body }));
        stream.on('error', reject);
        stream.end();
      });
      expect(answer).toEqual({ status: 502, body: 'upstream unavailable' });
    } finally {
      client.close();
      await front.stop();
    }
  });
});
