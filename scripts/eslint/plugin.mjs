// The project's own lint rules, as one ESLint plugin (`talat/...` in eslint.config.mjs).
import { noCrossUnitImport } from './no-cross-unit-import.mjs';
import { noDeepRelativeImport } from './no-deep-relative-import.mjs';
import { noLiteralShopperText } from './no-literal-shopper-text.mjs';

export default {
  rules: {
    'no-literal-shopper-text': noLiteralShopperText,
    'no-deep-relative-import': noDeepRelativeImport,
    'no-cross-unit-import': noCrossUnitImport,
  },
};
