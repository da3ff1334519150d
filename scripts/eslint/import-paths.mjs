// Where a module's path is written, for the rules that judge import paths: static imports,
// re-exports, `import()`, `require()`, type imports (`import('x').T`, `import x = require('x')`)
// and Vitest's `vi.mock()`, `vi.doMock()` and `vi.importActual()`. `importPathVisitors(check)`
// gives ESLint's visitors, which hand each path's node (a string Literal, or anything else for
// `check` to pass over) to `check`.

/** @param {(node: any) => void} check */
export function importPathVisitors(check) {
  return {
    ImportDeclaration: (node) => check(node.source),
    ExportNamedDeclaration: (node) => check(node.source),
    ExportAllDeclaration: (node) => check(node.source),
    ImportExpression: (node) => check(node.source),
    TSImportType: (node) => check(node.argument?.type === 'TSLiteralType' ? node.argument.literal : node.argument),
    TSExternalModuleReference: (node) => check(node.expression),
    CallExpression(node) {
      const callee = node.callee;
      const required = callee.type === 'Identifier' && callee.name === 'require';
      const mocked =
        callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'vi' &&
        callee.property.type === 'Identifier' &&
        /^(mock|doMock|importActual)$/.test(callee.property.name);
      if (required || mocked) check(node.arguments[0]);
    },
  };
}
