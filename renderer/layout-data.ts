import type { LayoutData, PageLayout } from '../modules/routing/layout.contract.js';
import { isNotFoundReason } from './not-found-reason.js';
import { fetchedChrome, joinLayout } from './site-chrome.js';

interface LayoutPageContext {
  data?: unknown;
  abortReason?: unknown;
  /** On the server only (src/app/vike.ts): the chrome the route's layout names. */
  services?: { chromeAt(url: string): ReturnType<typeof fetchedChrome> };
}

/** The page's own layout part: from its data, or from a 404's abort reason; null on the error page. */
export function pageLayoutOf(pageContext: LayoutPageContext): PageLayout | null {
  const fromData = (pageContext.data as { layout?: PageLayout } | undefined)?.layout;
  if (fromData) return fromData;
  return isNotFoundReason(pageContext.abortReason) ? pageContext.abortReason.layout : null;
}

/** The layout of the page (its own part joined with its site chrome, see site-chrome.ts); null on the error page. */
export function layoutOf(pageContext: LayoutPageContext): LayoutData | null {
  const page = pageLayoutOf(pageContext);
  if (!page) return null;
  const chrome = page.chrome.inline ?? pageContext.services?.chromeAt(page.chrome.url) ?? fetchedChrome(page.chrome);
  return joinLayout(page, chrome);
}

/**
 * The sections that are applications (customer portal, editor area) rather than reading pages. Their
 * wide tables and forms use the whole width, so nothing floats over them (the side buttons take their place in
 * the flow after the content there).
 */
const APP_SECTIONS: ReadonlySet<string> = new Set([
  'account',
  'editor',
  'feedback',
  'inventory',
  'invitation',
  'portal',
  'product-information',
  'tickets',
  'translations',
  'user-admin',
  'wire-flow',
]);

/** Whether the page is a view of a portal or editor section (see APP_SECTIONS). */
export function isAppArea(pageContext: LayoutPageContext): boolean {
  const data = pageContext.data as { kind?: string; view?: { section?: string } } | undefined;
  return data?.kind === 'view' && APP_SECTIONS.has(data.view?.section ?? '');
}
