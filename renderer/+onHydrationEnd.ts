import type { PageContextClient } from 'vike/types';
import { startBuildRefresh } from './build-refresh.js';
import { startRoutePreloads } from './route-preloads.js';
import { layoutOf, pageLayoutOf } from './layout-data.js';
import { rememberLocale } from './preference-cookies.js';
import { pageShown } from './scroll-memory.js';
import { trackPageView } from './tracking.js';

export function onHydrationEnd(pageContext: PageContextClient): void {
  document.documentElement.dataset.hydrated = 'true';
  pageShown(pageContext.urlPathname);
  rememberLocale(layoutOf(pageContext));
  trackPageView(pageContext.urlPathname, document.title, pageLayoutOf(pageContext));
  startBuildRefresh();
  startRoutePreloads();
}
