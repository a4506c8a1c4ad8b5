import type { PageContextServer } from 'vike/types';
import { loadDictionary } from '../i18n/dictionary-loader.js';
import { pageLanguage } from './page-language.js';

/** The page language's UI strings, before rendering (on the server the chunk stays loaded after the first time). */
export async function onBeforeRenderHtml(pageContext: PageContextServer): Promise<void> {
  await loadDictionary(pageLanguage(pageContext));
}
