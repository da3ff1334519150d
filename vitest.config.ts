import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests of every workspace: pure logic next to its source (`*.test.ts(x)`).
// Engine end-to-end tests (`*.e2e-spec.ts`) need decorator metadata and run on their own
// (npm run test:engine); browser tests live in e2e/ and run through Playwright.
export default defineConfig({
  test: {
    include: ['{apps,packages,scripts,bench}/**/*.test.{ts,tsx,mts}', 'e2e/support/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/.next/**'],
    environment: 'node',
    pool: 'threads',
    maxWorkers: 2,
  },
  // The shared service kit from its source: its tests and its users' run without a build.
  resolve: { alias: { '@talat/service-kit': fileURLToPath(new URL('./packages/service-kit/src/index.ts', import.meta.url)) } },
  esbuild: { jsx: 'automatic' },
});
