import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const packages = fileURLToPath(new URL('./packages/', import.meta.url));
const storefront = fileURLToPath(new URL('./apps/storefront/', import.meta.url));

// Unit tests of every workspace: pure logic next to its source (`*.test.ts(x)`).
// Engine end-to-end tests (`*.e2e-spec.ts`) need decorator metadata and run on their own
// (npm run test:engine); browser tests live in e2e/ and run through Playwright.
export default defineConfig({
  test: {
    include: ['{apps,packages,scripts,bench}/**/*.test.{ts,tsx,mts}', 'e2e/support/**/*.test.ts'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/.next/**'],
    environment: 'node',
    // Child processes, not worker threads: a worker thread that loads a native addon can crash the
    // whole run at exit (CI of stop 42: "Segmentation fault" after every unit test had passed; Vitest's
    // pool docs give the same advice). Measured here: 70 s with forks against 60 s with threads.
    pool: 'forks',
    maxWorkers: 2,
    // One module registry per worker, not per file: importing the same modules (Next's server,
    // zod, the storefront's libraries) afresh for each of 330 files was most of the suite's time.
    // Measured on this machine, one after the other beside a CI run: 120 s against 436 s. Tests
    // that need a fresh module (an environment read once) say so with vi.resetModules().
    isolate: false,
    // The suite runs beside the engine's tests and the build (npm test): a test's first import of
    // a heavy module (Next's server, Playwright's config) took over Vitest's 5 s default on a busy
    // machine (CI of stop 46). A hung test still ends, at 20 s.
    testTimeout: 20_000,
  },
  // The packages built to CommonJS (service kit, rules, demo catalogue, adyen) from their source: their tests and their
  // users' run without a build.
  resolve: {
    alias: [
      { find: /^@talat\/(service-kit|rules|demo-catalogue|adyen)$/, replacement: `${packages}$1/src/index.ts` },
      { find: /^@talat\/(service-kit|rules|demo-catalogue|adyen)\/(.+)$/, replacement: `${packages}$1/src/$2.ts` },
      // The storefront's own aliases (apps/storefront/tsconfig.json `paths`).
      { find: /^@\/(.+)$/, replacement: `${storefront}src/$1` },
      { find: /^@messages\/(.+)$/, replacement: `${storefront}messages/$1` },
      { find: /^@server\/(.+)$/, replacement: `${storefront}server/$1` },
    ],
  },
  esbuild: { jsx: 'automatic' },
});
