import { ESLint, RuleTester } from 'eslint';
import { resolve } from 'node:path';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { noCrossUnitImport, unitOf } from './no-cross-unit-import.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const root = '/repo';
const options = [{ root }];
const engine = '/repo/apps/commerce/src/seed/seed.ts';
const standIn = '/repo/apps/magento-stand-in/src/catalogue.ts';
const spec = '/repo/e2e/support/fuzz.ts';

describe('unitOf', () => {
  it('names an app, a package or the browser specs, and nothing else', () => {
    expect(unitOf(root, '/repo/apps/storefront/src/app/page.tsx')).toBe('apps/storefront');
    expect(unitOf(root, '/repo/packages/rules/src/html.ts')).toBe('packages/rules');
    expect(unitOf(root, '/repo/e2e/checkout.spec.ts')).toBe('e2e');
    expect(unitOf(root, '/repo/scripts/stack.mjs')).toBeNull();
    expect(unitOf(root, '/elsewhere/x.ts')).toBeNull();
  });
});

tester.run('no-cross-unit-import', noCrossUnitImport, {
  valid: [
    { code: "import { a } from './a';", filename: engine, options },
    { code: "import { a } from '../../plugins/product-fields';", filename: engine, options },
    { code: "import { talatCatalogue } from '@talat/demo-catalogue';", filename: standIn, options },
    { code: "import { ACCOUNT_METHODS } from '@talat/sdk';", filename: spec, options },
    { code: "import { csrf } from './cart';", filename: spec, options },
    { code: "const m = import('../src/x');", filename: '/repo/apps/commerce/e2e/x.e2e-spec.ts', options },
    // Files outside the units (scripts, bench, the root's configs) are not its concern.
    { code: "import { root } from '../apps/storefront/x.mjs';", filename: '/repo/scripts/x.mjs', options },
    // A folder the configuration allows.
    {
      code: "import { m } from '../bench/support/first-load-js.mjs';",
      filename: '/repo/e2e/first-load-js.spec.ts',
      options: [{ root, allow: ['bench/support'] }],
    },
    { code: "const font = { src: '../../../packages/x' };", filename: engine, options },
  ],
  invalid: [
    {
      code: "import { talatCatalogue } from '../../commerce/src/seed/data/catalogue';",
      filename: standIn,
      options,
      errors: [
        {
          messageId: 'leaves',
          data: { path: '../../commerce/src/seed/data/catalogue', unit: 'apps/magento-stand-in', target: 'apps/commerce' },
        },
      ],
    },
    {
      code: "import * as cart from '../../../../packages/commerce/src/vendure/queries/cart';",
      filename: '/repo/apps/commerce/src/api/query-limits.test.ts',
      options,
      errors: [
        {
          messageId: 'leaves',
          data: { path: '../../../../packages/commerce/src/vendure/queries/cart', unit: 'apps/commerce', target: 'packages/commerce' },
        },
      ],
    },
    {
      code: "import type { CartAddressInput } from '../../../packages/commerce/src';",
      filename: '/repo/apps/commerce/e2e/connector-cart.e2e-spec.ts',
      options,
      errors: [{ messageId: 'leaves' }],
    },
    {
      code: "import en from '../../apps/storefront/messages/en.json' with { type: 'json' };",
      filename: '/repo/e2e/support/messages.ts',
      options,
      errors: [{ messageId: 'leaves', data: { path: '../../apps/storefront/messages/en.json', unit: 'e2e', target: 'apps/storefront' } }],
    },
    {
      code: "import { m } from '../bench/support/first-load-js.mjs';",
      filename: '/repo/e2e/first-load-js.spec.ts',
      options,
      errors: [{ messageId: 'leaves', data: { path: '../bench/support/first-load-js.mjs', unit: 'e2e', target: 'bench/' } }],
    },
    {
      code: "export * from '../../rules/src/html';",
      filename: '/repo/packages/commerce/src/x.ts',
      options,
      errors: [{ messageId: 'leaves' }],
    },
    {
      code: "export { a } from '../../sdk/src/a';",
      filename: '/repo/packages/commerce/src/x.ts',
      options,
      errors: [{ messageId: 'leaves' }],
    },
    {
      code: "const m = await import('../../sign-on/src/i18n');",
      filename: '/repo/apps/storefront/src/x.ts',
      options,
      errors: [{ messageId: 'leaves' }],
    },
    {
      code: "const m = require('../../commerce/dist/x.js');",
      filename: '/repo/apps/storefront/server/x.ts',
      options,
      errors: [{ messageId: 'leaves' }],
    },
    { code: "type T = import('../../commerce/src/seed/types').Tr;", filename: standIn, options, errors: [{ messageId: 'leaves' }] },
    {
      code: "vi.mock('../../../../packages/commerce/src/x', () => ({}));",
      filename: '/repo/apps/commerce/src/api/x.test.ts',
      options,
      errors: [{ messageId: 'leaves' }],
    },
    {
      code: "import x from '../../../outside';",
      filename: '/repo/apps/commerce/x.ts',
      options,
      errors: [{ messageId: 'leaves', data: { path: '../../../outside', unit: 'apps/commerce', target: 'outside the repository' } }],
    },
  ],
});

describe('the lint configuration', () => {
  const eslint = new ESLint({ cwd: resolve(import.meta.dirname, '../..') });
  const refused = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result!.messages.filter((m) => m.ruleId === 'talat/no-cross-unit-import').length;
  };

  it('refuses a path into another unit from an app, a package and the browser specs, and lets the benchmark tool through', async () => {
    expect(
      await refused("import { a } from '../../commerce/src/seed/types';\nexport const b = a;\n", 'apps/magento-stand-in/src/x.ts'),
    ).toBe(1);
    expect(await refused("import { a } from '../../sdk/src/contract';\nexport const b = a;\n", 'packages/commerce/src/x.ts')).toBe(1);
    expect(await refused("import { a } from '../../packages/sdk/src/contract';\nexport const b = a;\n", 'e2e/support/x.ts')).toBe(1);
    expect(await refused("import { a } from '../bench/support/first-load-js.mjs';\nexport const b = a;\n", 'e2e/x.spec.ts')).toBe(0);
  }, 30_000);
});
