import type { PageContext } from 'vike/types';

/** SPEC §2.2: `/style-guide` and its sub-pages, without a locale (a technical area, SPEC §2.1). */
const STYLE_GUIDE_PATH = /^\/style-guide(?:\/(.*))?$/;

export default function route(pageContext: PageContext) {
  const match = STYLE_GUIDE_PATH.exec(pageContext.urlPathname);
  if (!match) return false;
  // Beats the CMS catch-all `/*`.
  return { routeParams: { section: match[1] ?? '' }, precedence: 10 };
}
