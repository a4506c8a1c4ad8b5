import type { PageContextClient } from 'vike/types';
import { pageShown, scrollAfterNavigation } from './scroll-memory.js';
import { layoutOf, pageLayoutOf } from './layout-data.js';
import { rememberLocale } from './preference-cookies.js';
import { trackPageView } from './tracking.js';

export function onPageTransitionEnd(pageContext: PageContextClient): void {
  document.body.classList.remove('page-is-transitioning');
  pageShown(pageContext.urlPathname);
  scrollAfterNavigation(pageContext.urlPathname, window.location.hash, pageContext.isBackwardNavigation === true);
  rememberLocale(layoutOf(pageContext));
  trackPageView(pageContext.urlPathname, document.title, pageLayoutOf(pageContext));
}
