import type { INestApplication } from '@nestjs/common';
import {
  assertProductionSettings,
  createMetrics,
  drainOnSignal,
  metricsListenFromEnv,
  observeRequests,
  startMetricsServer,
  type Drainer,
} from '@talat/service-kit';
import { bootstrap, JobQueueService, Logger, Product, TransactionalConnection } from '@vendure/core';
import { readEnv } from './environment';
import { routeKindOf } from './operations/route-kind';
import { ReadinessService } from './plugins/operations';
import { ensureDatabase, migrate } from './postgres';
import { ENGINE_SETTING_RULES } from './production-settings';
import { ADMIN_PATH, ASSETS_PATH, buildConfig } from './vendure-config';

export interface StartOptions {
  /** What the drain ends with (default process.exit); tests keep the process. */
  exit?: (code: number) => void;
  /** Signals that drain (default SIGTERM and SIGINT); tests give none. */
  signals?: readonly NodeJS.Signals[];
}

export interface RunningEngine {
  app: INestApplication;
  drainer: Drainer;
  /** The metrics listener's port (METRICS_PORT), if any. */
  metricsPort: number | undefined;
}

/** The line an empty database is started with: nothing is seeded on start (docs: README "Run"). */
export const NO_CATALOGUE_MESSAGE =
  'The database has no catalogue: the shop shows no products. For the demo shop run `npm run seed -w @talat/commerce-engine` ' +
  '(or `node dist/seed/run-seed.js --if-empty`) and start again; for a real shop add products in the admin.';

/**
 * Starts the engine's server (and, in the embedded profile, its job queue): refuses development
 * settings in production, migrates PostgreSQL, never seeds, serves, and drains on SIGTERM.
 */
export async function startEngine(processEnv: NodeJS.ProcessEnv = process.env, options: StartOptions = {}): Promise<RunningEngine> {
  const started = Date.now();
  assertProductionSettings('engine', processEnv, ENGINE_SETTING_RULES);
  const env = readEnv(processEnv);
  const listen = metricsListenFromEnv(processEnv);
  const metrics = listen ? createMetrics('engine') : undefined;
  const config = buildConfig(env, { metrics });
  if (env.dbType === 'postgres') {
    if (await ensureDatabase(env.databaseUrl ?? '')) Logger.info('created the database', 'Talat');
    const ran = await migrate(config);
    if (ran.length > 0) Logger.info(`ran ${ran.length} migration(s): ${ran.join(', ')}`, 'Talat');
  }
  const bootStarted = Date.now();
  const app = await bootstrap(config);
  // Vendure lets Nest close the application on a signal, which closes the database under the
  // requests still running and then kills the process: the drain below does it in order instead.
  (app as unknown as { unsubscribeFromProcessSignals(): void }).unsubscribeFromProcessSignals();
  const server = app.getHttpServer();
  const readiness = app.get(ReadinessService);
  const drainer = drainOnSignal(server, {
    onDrainStart: () => readiness.health.startDraining(),
    beforeExit: () => app.close(),
    log: (message) => Logger.info(message, 'Talat'),
    ...(options.exit ? { exit: options.exit } : {}),
    ...(options.signals ? { signals: options.signals } : {}),
  });
  let metricsPort: number | undefined;
  if (metrics && listen) {
    observeRequests(
      server,
      metrics,
      routeKindOf({ shopApiPath: 'shop-api', adminApiPath: 'admin-api', adminPath: ADMIN_PATH, assetsPath: ASSETS_PATH }),
    );
    metricsPort = (await startMetricsServer(metrics, listen)).port;
    Logger.info(`metrics on http://${listen.host}:${metricsPort}/metrics`, 'Talat');
  }
  // The embedded profile runs jobs here; the scaled one in dist/worker.js.
  if (!env.separateWorker) await app.get(JobQueueService).start();
  if ((await app.get(TransactionalConnection).rawConnection.getRepository(Product).count()) === 0)
    Logger.warn(NO_CATALOGUE_MESSAGE, 'Talat');
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  Logger.info(
    `Talat engine ready in ${s(Date.now() - bootStarted)} (total ${s(Date.now() - started)}): ` +
      `shop ${env.publicUrl}/shop-api · admin API ${env.publicUrl}/admin-api · ` +
      `admin ${env.publicUrl}/${ADMIN_PATH} · assets ${env.publicUrl}/${ASSETS_PATH}/`,
    'Talat',
  );
  return { app, drainer, metricsPort };
}
