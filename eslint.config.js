import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The web app's feature folders, each a module with one public entry (its `index.ts`). */
const webFeatures = readdirSync('apps/web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const web = 'apps/web/src';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', 'e2e/test-results/**', 'e2e/playwright-report/**'] },
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
    files: ['**/*.mjs', 'scripts/**', 'e2e/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
