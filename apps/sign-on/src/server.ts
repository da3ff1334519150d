import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { createLogger, drainOnSignal, routeConsoleTo } from '@talat/service-kit';
import type { SignOnApp, SignOnAppOptions } from './app.js';
import { type Config, loadConfig } from './config.js';

/**
 * Listens, then builds the app: with port 0 and no SIGN_ON_URL the issuer is the address listened
 * on (tests). Resolves once requests are answered.
 */
export async function startSignOnServer(
  config: Config,
  options: SignOnAppOptions = {},
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
    // Loaded here, not at the top: oidc-provider writes a warning as it loads, which must go
    // through the log (a JSON line in production) that main() set up first.
    const { createSignOnApp } = await import('./app.js');
    app = await createSignOnApp({ ...config, issuer }, options);
  } catch (e) {
    server.close();
    throw e;
  }
  server.on('close', () => void app?.close());
  return { server, url, issuer, app };
}

/**
 * The service: refuses development settings in production (loadConfig), logs JSON lines in
 * production (the kit's logger; console goes through it too), and on SIGTERM or SIGINT stops
 * accepting, answers /ready 503, finishes the requests in flight, then closes the app.
 */
async function main() {
  const logger = createLogger({ service: 'sign-on' });
  routeConsoleTo(logger);
  const config = loadConfig();
  const log = {
    info: (m: string) => logger.info(m),
    warn: (m: string) => logger.warn(m),
    error: (m: string) => logger.error(m),
  };
  const { server, url, issuer, app } = await startSignOnServer(config, { log });
  logger.info(
    `sign-on: OpenID provider ${issuer} listening on ${url} (data in ${config.dataDir}; mail via ${new URL(config.smtpUrl).host})`,
  );
  if (config.devFaults) logger.info('sign-on: development fault switch on (POST /dev/faults)');
  drainOnSignal(server, {
    onDrainStart: () => app.health.startDraining(),
    beforeExit: () => app.close(),
    log: (m) => logger.info(`sign-on: ${m}`),
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e: unknown) => {
    console.error((e as Error).message);
    process.exit(1);
  });
}
