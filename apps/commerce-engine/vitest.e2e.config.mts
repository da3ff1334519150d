import path from 'node:path';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

const packages = new URL('../../packages/', import.meta.url).pathname;

// Engine end-to-end tests: a Vendure test server per spec file (sql.js database in e2e/__data__/<pid>).
// SWC compiles the sources so that decorator metadata (dependency injection) survives.
export default defineConfig({
  root: path.dirname(new URL(import.meta.url).pathname),
  test: {
    include: ['e2e/**/*.e2e-spec.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two spec files at a time (each its own server, port and database): a server's start-up
    // waits on I/O as much as on the CPU, so two overlap well on two cores.
    pool: 'forks',
    maxWorkers: 2,
    fileParallelism: true,
    env: { VENDURE_DISABLE_TELEMETRY: 'true' },
  },
  // The packages built to CommonJS from their source, as the root vitest config does: no build needed.
  resolve: {
    alias: [
      { find: /^@talat\/(service-kit|rules|demo-catalogue|adyen)$/, replacement: `${packages}$1/src/index.ts` },
      { find: /^@talat\/(service-kit|rules|demo-catalogue|adyen)\/(.+)$/, replacement: `${packages}$1/src/$2.ts` },
    ],
  },
  plugins: [
    swc.vite({
      jsc: { transform: { useDefineForClassFields: false, legacyDecorator: true, decoratorMetadata: true } },
    }),
  ],
});
