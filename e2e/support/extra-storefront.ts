import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { commerceUrl, contentUrl } from './services';

// A second storefront server from the same build (apps/storefront/dist/main.js, as
// scripts/stack.mjs starts it) with its own settings, on its own port, for a test that needs the
// shop configured differently (maintenance mode). The test stops it when done.

const storefrontDir = fileURLToPath(new URL('../../apps/storefront/', import.meta.url));

export interface ExtraStorefront {
  url: string;
  stop(): Promise<void>;
}

const logDir = fileURLToPath(new URL('../../test-results/logs/', import.meta.url));

/** The extra server's port: E2E_EXTRA_STOREFRONT_PORT, else one the system says is free now. */
export async function extraPort(): Promise<number> {
  if (process.env.E2E_EXTRA_STOREFRONT_PORT) return Number(process.env.E2E_EXTRA_STOREFRONT_PORT);
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Starts it and resolves once `readyPath` answers `readyStatus`. */
export async function startExtraStorefront(
  port: number,
  env: Record<string, string>,
  { readyPath = '/en', readyStatus = 200 }: { readyPath?: string; readyStatus?: number } = {},
): Promise<ExtraStorefront> {
  const url = `http://localhost:${port}`;
  // Its output goes to a log beside the stack's, so a server that ends early says why.
  mkdirSync(logDir, { recursive: true });
  const log = openSync(`${logDir}extra-storefront-${port}.log`, 'a');
  const child: ChildProcess = spawn(process.execPath, ['dist/main.js'], {
    cwd: storefrontDir,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      STOREFRONT_URL: url,
      COOKIE_SECURE: 'false',
      COMMERCE_SHOP_API_URL: `${commerceUrl}/shop-api`,
      CONTENT_API_URL: `${contentUrl}/v2`,
      NEXT_TELEMETRY_DISABLED: '1',
      ...env,
    },
  });
  closeSync(log);
  let exited = false;
  const gone = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())));
  const stop = async () => {
    if (!exited && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
    await gone;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited)
      throw new Error(`the extra storefront on port ${port} exited before it answered (test-results/logs/extra-storefront-${port}.log)`);
    try {
      const res = await fetch(`${url}${readyPath}`, { redirect: 'manual', signal: AbortSignal.timeout(5_000) });
      if (res.status === readyStatus) return { url, stop };
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the extra storefront on port ${port} did not answer ${readyStatus} within 60 s`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}
