import type { PageContextClient } from 'vike/types';
import { loadDictionary } from '../i18n/dictionary-loader.js';
import { pageLayoutOf } from './layout-data.js';
import { pageLanguage } from './page-language.js';
import { needsAppStrings } from './page-strings.js';
import { loadChrome } from './site-chrome.js';

/**
 * Before hydration and before each client-side render: the page language's UI strings (the first render matches
 * the server's HTML; another language loads its chunk once; public pages only the public half) and the page's site chrome (fetched once per
 * site and locale, not carried by every page).
 */
export async function onBeforeRenderClient(pageContext: PageContextClient): Promise<void> {
  await Promise.all([
    loadDictionary(pageLanguage(pageContext), { withAppStrings: needsAppStrings(pageContext) }),
    loadChrome(pageLayoutOf(pageContext)?.chrome),
  ]);
}
