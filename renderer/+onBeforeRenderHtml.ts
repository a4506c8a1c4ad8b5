import type { PageContextServer } from 'vike/types';
import { loadDictionary } from '../i18n/dictionary-loader.js';
import { installServerInlineHtmlSanitizer } from '../src/shared/inline-html.server.js';
import { pageLanguage } from './page-language.js';

// Server-only hook: HTML texts (FlashMessage) are sanitized with sanitize-html here, the browser keeps its small
// linear scan (src/shared/inline-html.ts).
installServerInlineHtmlSanitizer();

/** The page language's UI strings, before rendering (on the server the chunk stays loaded after the first time). */
export async function onBeforeRenderHtml(pageContext: PageContextServer): Promise<void> {
  await loadDictionary(pageLanguage(pageContext));
}
