// Entry point of the mail catcher: starts the SMTP server and the web page over one in-memory
// store. Run directly, it reads the environment, logs where it listens and stops on a signal.
import { pathToFileURL } from 'node:url';
import { type Config, loadConfig } from './config.js';
import { MessageStore } from './message-store.js';
import { BANNER } from './pages.js';
import { closeSmtp, createSmtpServer, listenSmtp } from './smtp.js';
import { closeWeb, createWebServer, listenWeb } from './web.js';

export type { Config } from './config.js';
export { loadConfig } from './config.js';
export type { CaughtMessage } from './message-store.js';
export { MessageStore } from './message-store.js';

export interface MailCatcher {
  /** The ports actually bound (a port of 0 in the config picks a free one). */
  smtpPort: number;
  webPort: number;
  store: MessageStore;
  /** Closes both servers; resolves once they are closed. */
  close(): Promise<void>;
}

/** Starts both servers; if the second cannot listen, the first is closed again. */
export async function startMailCatcher(config: Config): Promise<MailCatcher> {
  const store = new MessageStore(config.maxMessages);
  const smtp = createSmtpServer(store);
  const web = createWebServer(store);
  const smtpPort = await listenSmtp(smtp, config.smtpPort, config.host);
  let webPort: number;
  try {
    webPort = await listenWeb(web, config.webPort, config.host);
  } catch (e) {
    await closeSmtp(smtp);
    throw e;
  }
  return {
    smtpPort,
    webPort,
    store,
    close: async () => {
      await Promise.all([closeSmtp(smtp), closeWeb(web)]);
    },
  };
}

function hostInUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

async function main() {
  const config = loadConfig();
  const catcher = await startMailCatcher(config);
  const host = hostInUrl(config.host);
  console.log(
    `mail-catcher: ${BANNER}. SMTP on smtp://${host}:${catcher.smtpPort}, messages at http://${host}:${catcher.webPort}/ (JSON at /api/messages); keeps the last ${config.maxMessages} in memory`,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    void catcher.close().then(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((e: unknown) => {
    const message = (e as Error).message;
    console.error(message.startsWith('mail-catcher:') ? message : `mail-catcher: ${message}`);
    process.exit(1);
  });
}
