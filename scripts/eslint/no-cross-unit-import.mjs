// Each app (apps/*), each package (packages/*) and the browser specs (e2e/) is a unit: code takes
// another unit's code by its package name and the `exports` that package gives
// (`@talat/commerce/vendure`, `@talat/demo-catalogue`), never by a relative path that leaves its
// own folder (docs/decisions/0041). Every place a path is written (import-paths.mjs). Options:
// `root`, the repository's folder (the units are named from it); `allow`, folders outside the
// units (such as bench/support) a unit may reach by path.
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import { importPathVisitors } from './import-paths.mjs';

/** The unit a path belongs to (`apps/storefront`, `packages/rules`, `e2e`), or null outside them. */
export function unitOf(root, file) {
  const rel = relative(root, file);
  if (rel.startsWith('..') || isAbsolute(rel)) return null;
  const [first, second] = rel.split(sep);
  if (first === 'e2e') return 'e2e';
  if ((first === 'apps' || first === 'packages') && second) return `${first}/${second}`;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noCrossUnitImport = {
  meta: {
    type: 'problem',
    docs: { description: "Import another app's or package's code by its package name, not by a relative path out of your own" },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      leaves:
        "'{{path}}' leaves {{unit}} for {{target}}: import it by its package name (give that package an `exports` entry for it if it has none).",
    },
  },
  create(context) {
    const { root = context.cwd, allow = [] } = context.options[0] ?? {};
    const file = context.filename;
    const unit = unitOf(root, file);
    if (!unit) return {};
    const allowed = (target) => {
      const rel = relative(root, target).split(sep).join('/');
      return allow.some((folder) => rel === folder || rel.startsWith(`${folder.replace(/\/$/, '')}/`));
    };
    const check = (source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = resolve(dirname(file), source.value);
      const targetUnit = unitOf(root, target);
      if (targetUnit === unit || allowed(target)) return;
      const rel = relative(root, target).split(sep);
      const where = targetUnit ?? (rel[0] === '..' ? 'outside the repository' : `${rel[0]}/`);
      context.report({ node: source, messageId: 'leaves', data: { path: source.value, unit, target: where } });
    };
    return importPathVisitors(check);
  },
};
