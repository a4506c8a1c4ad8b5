import type { PageContextServer } from 'vike/types';

/**
 * Error pages (not found, protected, refused, failed) stay out of search engines. The header set by the
 * page that failed is gone by now (Vike renders the error page with a context of its own), so it is set here.
 */
export function onBeforeRender(pageContext: PageContextServer): void {
  pageContext.headersResponse?.set('x-robots-tag', 'noindex');
}
