// The translations feature's public surface (docs/ARCHITECTURE.md: features are used through their index.ts).
export { TranslationsModule } from './translations.module.js';
export { registerXliffBodyParser } from './xliff-body.js';
export type * from './translations.contract.js';
