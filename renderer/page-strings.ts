import { PUBLIC_SECTIONS } from '../i18n/string-areas.js';

interface PageSource {
  pageId?: string | null;
  data?: unknown;
}

/**
 * Whether the page shows strings of signed-in, editor or style-guide pages (i18n/string-areas.ts). Public pages (CMS
 * pages, the catalogue, stories, media releases, search, the error page) do not, and load only the public half of
 * their language's dictionary; any other page loads all of it.
 */
export function needsAppStrings(pageContext: PageSource): boolean {
  const pageId = pageContext.pageId ?? '';
  if (pageId.endsWith('/_error')) return false;
  if (pageId !== '/pages/cms') return true;
  const data = pageContext.data as { kind?: string; view?: { section?: string } } | undefined;
  if (data?.kind === 'page') return false;
  return !(data?.kind === 'view' && PUBLIC_SECTIONS.has(data.view?.section ?? ''));
}
