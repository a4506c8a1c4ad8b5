import type { ESLint } from 'eslint';

export const uappPlugin: ESLint.Plugin;
