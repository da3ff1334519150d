// One lint configuration for the whole monorepo: TypeScript rules everywhere, Next.js and
// accessibility rules (jsx-a11y via eslint-config-next) for the storefront.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';
import talat from './scripts/eslint/no-literal-shopper-text.mjs';

const storefrontFiles = ['apps/storefront/**/*.{ts,tsx,js,jsx,mjs}'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.next/**',
      '**/next-env.d.ts',
      'apps/commerce/data/**',
      'apps/commerce/static/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  ...tseslint.configs.recommended,
  // Next.js rules only for the storefront: scope each entry's own globs to its folder.
  ...[...nextVitals, ...nextTs].map((c) => ({
    ...c,
    files: c.files ? c.files.map((f) => (typeof f === 'string' ? `apps/storefront/${f.replace(/^\*\*\//, '**/')}` : f)) : storefrontFiles,
  })),
  {
    settings: { next: { rootDir: 'apps/storefront' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  // Every word a shopper reads comes from the message catalogues, in Thai and English.
  {
    files: ['apps/storefront/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    plugins: { talat },
    rules: { 'talat/no-literal-shopper-text': 'error' },
  },
);
