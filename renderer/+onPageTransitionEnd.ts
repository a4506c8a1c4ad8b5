import type { PageContextClient } from 'vike/types';
import { scrollAfterNavigation } from './scroll-memory.js';
import { pushPageView } from './tracking.js';

export function onPageTransitionEnd(pageContext: PageContextClient): void {
  document.body.classList.remove('page-is-transitioning');
  scrollAfterNavigation(pageContext.urlPathname, window.location.hash, pageContext.isBackwardNavigation === true);
  pushPageView(pageContext.urlPathname, document.title);
}
