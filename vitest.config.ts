import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';
import { dictionaryParts } from './i18n/dictionary-parts.plugin.js';

// Vitest 4 rather than Jest: NestJS 12 is ESM-only and Jest's ESM mode could not load fastify's
// ESM-only dependencies (see ../shared/STACK-NOTES.md). swc emits the decorator metadata Nest injects by.
const swcPlugin = () =>
  swc.vite({
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
  });

export default defineConfig({
  test: {
    projects: [
      {
        // dictionaryParts: the browser's dictionary loader imports `i18n/<lang>.json?part=…` (as vite.config.ts builds).
        plugins: [swcPlugin(), dictionaryParts()],
        test: {
          name: 'unit',
          include: [
            'src/**/*.spec.ts',
            'modules/**/*.spec.ts',
            'i18n/**/*.spec.ts',
            'renderer/**/*.spec.ts',
            'pages/**/*.spec.ts',
          ],
          environment: 'node',
        },
      },
      {
        plugins: [swcPlugin()],
        test: {
          name: 'int',
          include: ['test/**/*.int-spec.ts', 'test/**/*.e2e-spec.ts'],
          environment: 'node',
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        plugins: [swcPlugin()],
        test: {
          name: 'browser',
          include: ['test/**/*.browser-spec.ts'],
          environment: 'node',
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
          // expect.poll gives up after 1 s by default: a page navigation after a save on a loaded 2-core machine
          // can take longer. A poll that holds returns as soon as it does, so only failures wait the 10 s.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});
