import type { PageContextClient } from 'vike/types';
import { loadDictionary } from '../i18n/dictionary-loader.js';
import { pageLanguage } from './page-language.js';

/**
 * The page language's UI strings, before hydration and before each client-side render: the first render matches
 * the server's HTML, and switching to another language loads that language's chunk (only once).
 */
export async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  await loadDictionary(pageLanguage(pageContext));
}
