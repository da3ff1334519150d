import { spawn, type ChildProcess } from 'node:child_process';
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

/** The extra server's port: E2E_EXTRA_STOREFRONT_PORT, else nine above the suite's storefront (the stack takes +1 to +3). */
export function extraPort(baseURL: string | undefined): number {
  if (process.env.E2E_EXTRA_STOREFRONT_PORT) return Number(process.env.E2E_EXTRA_STOREFRONT_PORT);
  return Number(new URL(baseURL ?? 'http://localhost:3000').port || 80) + 9;
}

/** Starts it and resolves once `readyPath` answers `readyStatus`. */
export async function startExtraStorefront(
  port: number,
  env: Record<string, string>,
  { readyPath = '/en', readyStatus = 200 }: { readyPath?: string; readyStatus?: number } = {},
): Promise<ExtraStorefront> {
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['dist/main.js'], {
    cwd: storefrontDir,
    detached: true,
    stdio: 'ignore',
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
    if (exited) throw new Error(`the extra storefront on port ${port} exited before it answered`);
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
