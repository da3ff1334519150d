import { createLogger, routeConsoleTo } from '@talat/service-kit';
import { startEngine } from './start';

process.env.VENDURE_DISABLE_TELEMETRY ??= 'true';

// What libraries print goes through the engine's log too (JSON lines in production).
const log = createLogger({ service: 'engine', json: process.env.NODE_ENV === 'production' });
routeConsoleTo(log);

/** Starts the engine: server and, in the embedded profile, the job queue. Never seeds (README "Run"). */
startEngine().catch((e: unknown) => {
  log.fatal({ err: e }, `engine failed to start: ${(e as Error)?.message ?? String(e)}`);
  process.exit(1);
});
