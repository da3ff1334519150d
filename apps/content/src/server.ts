import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { type AppContext, handle } from './app.js';
import { type Config, loadConfig } from './config.js';
import { ContentSource } from './store.js';

/** An HTTP server over the app: GET/HEAD answered with bodies, HEAD without. */
export function createContentServer(ctx: AppContext): Server {
  return createServer((req, res) => {
    const method = req.method ?? 'GET';
    void handle(method, req.url ?? '/', ctx).then((reply) => {
      const body = reply.body ?? '';
      res.writeHead(reply.status, { ...reply.headers, 'content-length': String(Buffer.byteLength(body)) });
      res.end(method === 'HEAD' ? undefined : body);
    });
  });
}

/** Loads the content (failing fast on a broken file) and listens; resolves once listening. */
export async function startContentServer(config: Config): Promise<{ server: Server; url: string }> {
  const source = new ContentSource(config.contentDir);
  await source.snapshot();
  const server = createContentServer({ config, snapshot: () => source.snapshot() });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}` };
}

async function main() {
  const config = loadConfig();
  const { server, url } = await startContentServer(config);
  console.log(`content: serving ${config.contentDir} at ${url}/v2 (public URL ${config.publicUrl})`);
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e: unknown) => {
    console.error(`content: ${(e as Error).message}`);
    process.exit(1);
  });
}
