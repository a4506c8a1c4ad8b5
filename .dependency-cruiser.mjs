// The import rules of docs/ARCHITECTURE.md, checked by `npm run lint` (scripts/check-dependencies.mjs).
// Layers, lowest first: src/shared + i18n → src/core → modules/<feature> → seed/<feature> → src/app; pages/ and
// renderer/ are bundled for the browser and see only renderer, shared, i18n, contracts and the types of DTOs (the one
// declaration of each wire shape, docs/development.md). seed/ (demo content and its seeders) is reached from
// src/app/seed.ts alone.
const CONTRACT = '[.]contract[.]tsx?$';
const DTO = '[.]dto[.]ts$';
const SCHEMA = '[.]schema[.]ts$';
// A configuration slice (defineConfig): reads the environment and imports nothing but src/core/config.
const CONFIG_SLICE = '^(modules/[^/]+|src/core/[^/]+)/[^/]+[.]config[.]ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment:
        'Imports run one way: a cycle means two files (or features) cannot be understood apart. Type-only imports ' +
        "are erased at build and take no part: a contract names a DTO's type and the DTO uses the contract's constants.",
      from: { path: '^(src|modules|seed|pages|renderer|i18n)/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'shared-is-pure',
      severity: 'error',
      comment: 'src/shared and i18n are safe in server and browser: they import nothing of the app.',
      from: { path: '^(src/shared|i18n)/' },
      to: { path: '^(src/app|src/core|modules|pages|renderer)/' },
    },
    {
      name: 'core-imports-nothing-above',
      severity: 'error',
      comment: 'src/core (config, database, cache, http, errors, logging) is below every feature.',
      from: { path: '^src/core/' },
      to: { path: '^(src/app|modules|pages|renderer)/' },
    },
    {
      name: 'only-the-app-imports-the-app',
      severity: 'error',
      comment: 'src/app is the composition root: nothing but itself (and tests, scripts) imports it.',
      from: { path: '^(src/core|src/shared|modules|seed|pages|renderer|i18n)/' },
      to: { path: '^src/app/' },
    },
    {
      name: 'server-never-imports-the-browser-folders',
      severity: 'error',
      comment: 'Server code may not depend on Vite-bundled code (pages/, renderer/).',
      from: { path: '^(src|modules|seed)/' },
      to: { path: '^(pages|renderer)/' },
    },
    {
      name: 'browser-imports-no-server-code',
      severity: 'error',
      comment:
        'pages/ and renderer/ import renderer, pages, shared, i18n, browser-safe *.contract.ts files and the types ' +
        'of *.dto.ts files only.',
      from: { path: '^(pages|renderer)/' },
      to: { path: '^(src/app|src/core|modules)/', pathNot: [CONTRACT, DTO] },
    },
    {
      name: 'dtos-reach-the-browser-as-types',
      severity: 'error',
      comment:
        'A *.dto.ts class carries class-validator and @nestjs/swagger: the browser takes its type (`import type`, ' +
        'erased at build), never the class.',
      from: { path: ['^(pages|renderer)/', CONTRACT] },
      to: { path: DTO, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'renderer-below-pages',
      severity: 'error',
      comment: 'The renderer (shell, layout, shared UI) is below the pages that use it.',
      from: { path: '^renderer/' },
      to: { path: '^pages/' },
    },
    {
      name: 'contracts-are-browser-safe',
      severity: 'error',
      comment:
        'A *.contract.ts is shared with the browser: it imports only contracts, shared, i18n and the types of DTOs.',
      from: { path: CONTRACT },
      to: { path: '^(src|modules|pages|renderer)/', pathNot: [CONTRACT, DTO, '^src/shared/'] },
    },
    {
      name: 'features-through-their-index',
      severity: 'error',
      comment:
        'Another feature is reached through its index.ts (its public surface); contracts (browser-safe types), ' +
        "schemas (foreign keys, read alone by drizzle-kit), DTOs' types and configuration slices (leaves) are the exceptions.",
      from: { path: '^modules/([^/]+)/' },
      to: {
        path: '^modules/[^/]+/',
        pathNot: ['^modules/$1/', '^modules/[^/]+/index[.]ts$', CONTRACT, SCHEMA, DTO, CONFIG_SLICE],
      },
    },
    {
      name: 'other-features-dtos-as-types',
      severity: 'error',
      comment:
        "Another feature's DTO class (a value) is reached through its index.ts; its type may be imported directly.",
      from: { path: '^modules/([^/]+)/' },
      to: { path: '^modules/[^/]+/.+[.]dto[.]ts$', pathNot: '^modules/$1/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-runtime-imports-seed',
      severity: 'error',
      comment:
        'Demo content is data for the seed runner (src/app/seed.ts), not for the running app: nothing else in ' +
        'src/, modules/, pages/, renderer/ or i18n/ imports seed/.',
      from: { path: '^(src|modules|pages|renderer|i18n)/', pathNot: '^src/app/seed[.]ts$' },
      to: { path: '^seed/' },
    },
    {
      name: 'seed-through-feature-index',
      severity: 'error',
      comment:
        "A seeder writes a feature's tables (its *.schema.ts) and may use what the feature exports (index.ts) and " +
        'its contracts; nothing deeper.',
      from: { path: '^seed/' },
      to: { path: '^modules/[^/]+/', pathNot: ['^modules/[^/]+/index[.]ts$', CONTRACT, SCHEMA] },
    },
    {
      name: 'brand-table-through-brands',
      severity: 'error',
      comment:
        'Only the brands feature reads the brand table; others ask BrandsService through modules/brands/index.ts ' +
        '(a schema may still reference it as a foreign key).',
      from: { path: '^(src/core|src/shared|modules)/', pathNot: ['^modules/brands/', SCHEMA] },
      to: { path: '^modules/brands/brands[.]schema[.]ts$' },
    },
    {
      name: 'app-through-feature-index',
      severity: 'error',
      comment:
        'The composition root wires features through their index.ts too (schemas: for the schema index; ' +
        'configuration slices: read at start before any feature code is loaded); the generated OpenAPI metadata ' +
        '(scripts/openapi-metadata.mjs) imports each *.dto.ts.',
      from: { path: '^src/app/', pathNot: '^src/app/openapi-metadata[.]ts$' },
      to: { path: '^modules/[^/]+/', pathNot: ['^modules/[^/]+/index[.]ts$', CONTRACT, SCHEMA, CONFIG_SLICE] },
    },
    {
      name: 'config-slices-are-leaves',
      severity: 'error',
      comment:
        'A configuration slice (`<feature>.config.ts`, defineConfig) imports only src/core/config, so reading every ' +
        'slice at start loads no feature code, and any part may import a slice without a cycle.',
      from: { path: CONFIG_SLICE },
      to: { path: '^(src|modules|seed|pages|renderer|i18n)/', pathNot: '^src/core/config/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|[.]tmp)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
