import type { PageContextClient } from 'vike/types';
import { loadFullPageIfNewBuild } from './build-refresh.js';
import { rememberScroll } from './scroll-memory.js';

export async function onPageTransitionStart(pageContext: Partial<PageContextClient>): Promise<void> {
  rememberScroll();
  // SPEC §4 build refresh: a newer build is out, so this navigation is a full page load; Vike's client-side
  // navigation is held here until the browser leaves the page.
  if (loadFullPageIfNewBuild(pageContext.urlOriginal)) return new Promise<void>(() => undefined);
  document.body.classList.add('page-is-transitioning');
}
