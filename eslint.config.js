import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// API boundaries (docs/api-kit.md): each module folder is reached from another only through
// its index.ts, and routes never touch the database or Kysely (SQL lives in repositories).
const apiModules = path.join(import.meta.dirname, 'apps/api/src/modules');
const apiModuleNames = fs.readdirSync(apiModules, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

/** The web app's feature folders, each a module with one public entry (its `index.ts`). */
const webFeatures = fs.readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const web = 'apps/web/src';

/** Two files importing each other, on purpose: only apps/api/test/lint-cycles.test.ts lints them. */
const cycleFixtures = 'apps/api/test/fixtures/import-cycle';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'e2e/test-results/**', 'e2e/playwright-report/**', `${cycleFixtures}/**`] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Web and API share only packages/shared.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/api/**', '@matjar/api'] }] },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/apps/web/**', '@matjar/web'] }] },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { typescript: { project: 'apps/api/tsconfig.json' } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: 'apps/api/src/modules/**/*.routes.ts',
              from: ['apps/api/src/db/**', 'node_modules/kysely/**'],
              message: 'Routes stay thin: SQL and the database belong in a repository.',
            },
            ...apiModuleNames.map((name) => ({
              target: `apps/api/src/modules/${name}/**`,
              from: `${apiModules}/**`,
              except: [`${apiModules}/${name}/**`, `${apiModules}/*/index.ts`, `${apiModules}/*.ts`],
              message: `Another module is reached through its index.ts only (this is ${name}).`,
            })),
          ],
        },
      ],
    },
  },
  {
    // Web boundaries (docs/web-kit.md): a feature reaches another only through its index.ts
    // and the app only through its kit; the shared pieces never reach into features or the app.
    files: [`${web}/**/*.{ts,tsx}`],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: [`${web}/components`, `${web}/lib`, `${web}/layouts`],
              from: [`${web}/features`, `${web}/app`],
              message: 'Shared pieces never import features or the app; pass what they need in, or move it here.',
            },
            ...webFeatures.map((feature) => ({
              target: `${web}/features/${feature}/**/*`,
              from: [`${web}/features/!(${feature})/**/*`],
              except: [`**/${web}/features/*/index.ts`],
              message: `Another feature is reached only through its index.ts; what both need belongs in components/ or lib/.`,
            })),
            {
              target: `${web}/features/**/*`,
              from: [`${web}/app/**/*`],
              except: [`**/${web}/app/@(route-kit|web-module).ts`],
              message: 'A feature sees the app only through app/route-kit.ts and app/web-module.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    // …nor build a query with a database handed to them.
    files: ['apps/api/src/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|transaction)$/]',
          message: 'Routes stay thin: SQL belongs in a repository, transactions in a service.',
        },
      ],
    },
  },
  {
    // Shared code resolves its `.js` specifiers to `.ts` sources, as TypeScript does.
    files: ['packages/shared/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { typescript: { project: 'packages/shared/tsconfig.json' } } },
  },
  {
    // No import cycles: dependencies point one way (docs/api-kit.md, "Boundaries"). Only
    // runtime imports count: `import type` is erased before anything runs, so a type naming a
    // higher module cannot leave a module half-initialised when another reads it, which is
    // the harm of a cycle; `import()` counts (it runs).
    files: ['apps/api/src/**/*.ts', `${web}/**/*.{ts,tsx}`, 'packages/shared/src/**/*.ts', `${cycleFixtures}/*.ts`],
    plugins: { import: importPlugin },
    // The rule follows only the files it can parse: TypeScript sources, with the TypeScript parser.
    settings: { 'import/extensions': ['.ts', '.tsx'], 'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] } },
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Specs take `test` from the fixture that gives each worker its own server, never bare.
    files: ['e2e/tests/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from '../support/test': it points baseURL at the worker's own server.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.mjs', 'scripts/**', 'e2e/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
