// Storefront code names what it imports from the app's roots (`@/` for src/, `@messages/`,
// `@server/`) instead of climbing folders: an import that climbs three or more (`../../../x`) is
// an error (docs/decisions/0038). Every place a path is written (import-paths.mjs).
import { importPathVisitors } from './import-paths.mjs';

const DEEP = /^(\.\.\/){3,}/;

/** @type {import('eslint').Rule.RuleModule} */
export const noDeepRelativeImport = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Import from an alias of the app, not by climbing three or more folders' },
    schema: [],
    messages: { deep: "'{{path}}' climbs {{levels}} folders: import it from @/ (src/), @messages/ or @server/." },
  },
  create(context) {
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const match = DEEP.exec(source.value);
      if (match) context.report({ node: source, messageId: 'deep', data: { path: source.value, levels: String(match[0].length / 3) } });
    };
    return importPathVisitors(check);
  },
};
