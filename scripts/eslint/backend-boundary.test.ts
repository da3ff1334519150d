import { ESLint } from 'eslint';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 17: nothing under apps/storefront imports a backend folder of packages/commerce; the
// connector interface and the unified types are the way in.
describe('the backend boundary of the lint configuration', () => {
  const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '../..') });
  const restricted = async (code: string, filePath = 'apps/storefront/src/lib/commerce/demo.ts') => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
  };

  it('refuses a backend folder by package path or by relative path, in any storefront file', async () => {
    expect(
      await restricted("import { createVendureConnector } from '@talat/commerce/vendure';\nexport const c = createVendureConnector;\n"),
    ).toHaveLength(1);
    expect(
      await restricted(
        "import { parseStoreConfig } from '../../../../../packages/commerce/src/vendure/map-store-config';\nexport const p = parseStoreConfig;\n",
      ),
    ).toHaveLength(1);
    expect(
      await restricted(
        "import type { Thing } from '@talat/commerce/magento';\nexport type T = Thing;\n",
        'apps/storefront/src/components/link/shop-link.tsx',
      ),
    ).toHaveLength(1);
  }, 30_000);

  it('lets the interface and the unified types through', async () => {
    expect(
      await restricted(
        "import { createConnector } from '@talat/commerce';\nimport type { Cart } from '@talat/commerce/types';\nexport const c = createConnector;\nexport type C = Cart;\n",
      ),
    ).toEqual([]);
  }, 30_000);
});
