import { bootstrapWorker, Logger } from '@vendure/core';
import { readEnv } from './environment';
import { buildConfig } from './vendure-config';

process.env.VENDURE_DISABLE_TELEMETRY ??= 'true';

/**
 * The scaled profile's job worker (COMMERCE_WORKER=separate): takes the BullMQ jobs (search index,
 * emails, collection filters) and runs the scheduled tasks, so the serving processes only serve.
 * Start it after the engine, which creates and migrates the database. WORKER_HEALTH_PORT (default
 * 3005) answers GET /health.
 */
async function main(): Promise<void> {
  const env = readEnv();
  const worker = await bootstrapWorker(buildConfig(env));
  await worker.startJobQueue();
  await worker.startHealthCheckServer({ port: Number(process.env.WORKER_HEALTH_PORT ?? 3005), hostname: '127.0.0.1', route: '/health' });
  Logger.info('Talat worker ready', 'Talat');
}

main().catch((e: unknown) => {
  console.error('worker failed to start:', e);
  process.exit(1);
});
