import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noDeepRelativeImport } from './no-deep-relative-import.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('no-deep-relative-import', noDeepRelativeImport, {
  valid: [
    { code: "import { a } from './a';" },
    { code: "import { a } from '../a';" },
    { code: "import { a } from '../../lib/a';" },
    { code: "import { a } from '@/lib/cart/a';" },
    { code: "import en from '@messages/en.json';" },
    { code: "export { a } from '../../a';" },
    { code: "const m = import('../../a');" },
    { code: "vi.mock('../../a');" },
    { code: "const font = { src: '../../../../node_modules/font.woff2' };" },
  ],
  invalid: [
    { code: "import { a } from '../../../lib/a';", errors: [{ messageId: 'deep', data: { path: '../../../lib/a', levels: '3' } }] },
    {
      code: "import type { A } from '../../../../lib/a';",
      errors: [{ messageId: 'deep', data: { path: '../../../../lib/a', levels: '4' } }],
    },
    { code: "export * from '../../../a';", errors: [{ messageId: 'deep' }] },
    { code: "export { a } from '../../../a';", errors: [{ messageId: 'deep' }] },
    { code: "const m = import('../../../a');", errors: [{ messageId: 'deep' }] },
    { code: "vi.mock('../../../a', () => ({}));", errors: [{ messageId: 'deep' }] },
    { code: "const real = await vi.importActual('../../../../a');", errors: [{ messageId: 'deep' }] },
    { code: "const m = require('../../../a');", errors: [{ messageId: 'deep' }] },
    { code: "type T = import('../../../a').T;", errors: [{ messageId: 'deep' }] },
  ],
});
