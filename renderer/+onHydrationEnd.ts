import type { PageContextClient } from 'vike/types';
import { pushPageView } from './tracking.js';

export function onHydrationEnd(pageContext: PageContextClient): void {
  document.documentElement.dataset.hydrated = 'true';
  pushPageView(pageContext.urlPathname, document.title);
}
