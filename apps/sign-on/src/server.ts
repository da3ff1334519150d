import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createSignOnApp, type SignOnApp } from './app.js';
import { type Config, loadConfig } from './config.js';

/**
 * Listens, then builds the app: with port 0 and no SIGN_ON_URL the issuer is the address listened
 * on (tests). Resolves once requests are answered.
 */
export async function startSignOnServer(
  config: Config,
  options: { log?: (message: string) => void; fetch?: typeof fetch } = {},
): Promise<{ server: Server; url: string; issuer: string; app: SignOnApp }> {
  let app: SignOnApp | undefined;
  const server = createServer((req, res) => {
    if (app) app.handle(req, res);
    else {
      res.writeHead(503, { 'content-type': 'text/plain', 'retry-after': '1' });
      res.end('starting');
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  const issuer = config.issuer ?? url;
  try {
    app = await createSignOnApp({ ...config, issuer }, options);
  } catch (e) {
    server.close();
    throw e;
  }
  server.on('close', () => app?.close());
  return { server, url, issuer, app };
}

async function main() {
  const config = loadConfig();
  const { server, url, issuer } = await startSignOnServer(config);
  console.log(`sign-on: OpenID provider ${issuer} listening on ${url} (data in ${config.dataDir})`);
  if (config.devMailbox) console.log(`sign-on: development mailbox at ${issuer}/mailbox`);
  if (config.devFaults) console.log('sign-on: development fault switch on (POST /dev/faults)');
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e: unknown) => {
    console.error(`sign-on: ${(e as Error).message}`);
    process.exit(1);
  });
}
