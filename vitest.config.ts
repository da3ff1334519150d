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
  },
  // The packages built to CommonJS (service kit, rules, demo catalogue) from their source: their tests and their
  // users' run without a build.
  resolve: {
    alias: [
      { find: /^@talat\/(service-kit|rules|demo-catalogue)$/, replacement: `${packages}$1/src/index.ts` },
      { find: /^@talat\/(service-kit|rules|demo-catalogue)\/(.+)$/, replacement: `${packages}$1/src/$2.ts` },
      // The storefront's own aliases (apps/storefront/tsconfig.json `paths`).
      { find: /^@\/(.+)$/, replacement: `${storefront}src/$1` },
      { find: /^@messages\/(.+)$/, replacement: `${storefront}messages/$1` },
      { find: /^@server\/(.+)$/, replacement: `${storefront}server/$1` },
    ],
  },
  esbuild: { jsx: 'automatic' },
});
