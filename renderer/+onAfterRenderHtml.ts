import type { PageContextServer } from 'vike/types';

/**
 * Server-only hook, right after React rendered the page (bench/README.md § Render cost). React builds its
 * output by appending thousands of small strings, which V8 keeps as a tree of string pieces until something reads
 * the characters. Reading one makes V8 copy the page into one flat string at once, so the pieces die young instead
 * of being carried, while Vike finishes the response, into the old generation (half of what a render promoted).
 */
export function onAfterRenderHtml(pageContext: PageContextServer & { pageHtmlString?: unknown }): void {
  const html = pageContext.pageHtmlString;
  if (typeof html === 'string' && html.length > 0) html.charCodeAt(html.length >> 1);
}
