import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** What the storefront processes have logged (test-results/logs: one process, or two on the scaled profile). */
export function storefrontLog(): string {
  const dir = fileURLToPath(new URL('../../test-results/logs/', import.meta.url));
  return ['storefront.log', 'storefront-1.log', 'storefront-2.log']
    .filter((name) => existsSync(dir + name))
    .map((name) => readFileSync(dir + name, 'utf8'))
    .join('\n');
}
