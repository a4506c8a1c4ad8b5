import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { uappPlugin } from './scripts/eslint-rules/route-access.mjs';

/** Server-only packages and code that must never reach the browser bundle (STYLE: the build tool is the border). */
const SERVER_ONLY = [
  {
    group: ['@nestjs/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'fastify', '@fastify/*'],
    message: 'Pages are bundled for the browser: reach the server through pageContext.services.',
  },
  {
    group: ['**/*.repository.js', '**/*.schema.js', '**/*.module.js', '**/*.service.js', '**/*.controller.js'],
    message: 'Pages may only import types from server code (import type).',
  },
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', '.tmp', 'test-results', 'src/core/database/migrations', '**/*.d.mts'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      '@typescript-eslint/no-empty-object-type': 'off',
    },
  },
  {
    // Nest resolves constructor parameters from their emitted types: those imports must stay value imports.
    files: ['src/**/*.ts', 'modules/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // Deny by default (docs/ARCHITECTURE.md § Access): every controller route declares its access and checks its
    // `:params`; the global access guard refuses an undeclared route at run time.
    files: ['src/**/*.ts', 'modules/**/*.ts'],
    plugins: { uapp: uappPlugin },
    rules: { 'uapp/route-declares-access': 'error' },
  },
  {
    // SQL only in repositories (README: Conventions): the rest of a feature reaches its tables through them.
    files: ['modules/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.schema.ts', '**/*.seed*.ts', '**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              allowTypeImports: true,
              message: 'Queries belong in a *.repository.ts (SQL only in repositories).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['pages/**/*.{ts,tsx}', 'renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: SERVER_ONLY }],
    },
  },
  {
    // i18n/index.ts holds all 11 dictionaries: the browser gets the page language's one from dictionary-loader.ts.
    files: ['pages/**/*.{ts,tsx}', 'renderer/**/*.{ts,tsx}'],
    ignores: ['**/+data.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/i18n/index.js'],
              allowTypeImports: true,
              message: 'Bundled for the browser: use i18n/dictionary-loader.js, messages.js or languages.js.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
      },
    },
  },
);
