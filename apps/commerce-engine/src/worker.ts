import { assertProductionSettings, createLogger, drainOnSignal, routeConsoleTo } from '@talat/service-kit';
import { bootstrapWorker, Logger } from '@vendure/core';
import { readEnv } from './environment';
import { ENGINE_SETTING_RULES } from './production-settings';
import { buildConfig } from './vendure-config';

process.env.VENDURE_DISABLE_TELEMETRY ??= 'true';

const log = createLogger({ service: 'engine-worker' });
routeConsoleTo(log);

/**
 * The scaled profile's job worker (COMMERCE_WORKER=separate): takes the BullMQ jobs (search index,
 * emails, collection filters) and runs the scheduled tasks, so the serving processes only serve.
 * Start it after the engine, which creates and migrates the database. WORKER_HEALTH_PORT (default
 * 3005) answers GET /health. It refuses the engine's development settings in production, logs
 * JSON there, and on SIGTERM stops its health server, lets the running jobs finish, then exits.
 */
async function main(): Promise<void> {
  assertProductionSettings('engine worker', process.env, ENGINE_SETTING_RULES);
  const env = readEnv();
  const worker = await bootstrapWorker(buildConfig(env, { service: 'engine-worker' }));
  // Nest would close the application (and the database under running jobs) on a signal itself.
  (worker.app as unknown as { unsubscribeFromProcessSignals(): void }).unsubscribeFromProcessSignals();
  await worker.startJobQueue();
  await worker.startHealthCheckServer({ port: Number(process.env.WORKER_HEALTH_PORT ?? 3005), hostname: '127.0.0.1', route: '/health' });
  // No requests to wait for: closing the application stops taking jobs and waits for the running ones.
  drainOnSignal([], { beforeExit: () => worker.app.close(), log: (message) => Logger.info(message, 'Talat') });
  Logger.info('Talat worker ready', 'Talat');
}

main().catch((e: unknown) => {
  log.fatal({ err: e }, `worker failed to start: ${(e as Error)?.message ?? String(e)}`);
  process.exit(1);
});
