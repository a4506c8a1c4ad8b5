import type { PageContextClient } from 'vike/types';
import { rememberScroll } from './scroll-memory.js';

export function onPageTransitionStart(_pageContext: Partial<PageContextClient>): void {
  rememberScroll();
  document.body.classList.add('page-is-transitioning');
}
