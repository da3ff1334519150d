import path from 'node:path';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// Engine end-to-end tests: a Vendure test server per spec file (sql.js database in e2e/__data__).
// SWC compiles the sources so that decorator metadata (dependency injection) survives.
export default defineConfig({
  root: path.dirname(new URL(import.meta.url).pathname),
  test: {
    include: ['e2e/**/*.e2e-spec.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 1,
    fileParallelism: false,
    env: { VENDURE_DISABLE_TELEMETRY: 'true' },
  },
  plugins: [
    swc.vite({
      jsc: { transform: { useDefineForClassFields: false, legacyDecorator: true, decoratorMetadata: true } },
    }),
  ],
});
