import type { PageContextClient } from 'vike/types';
import type { Data } from './+data.js';
import { sectionViews } from './section-views.js';

/**
 * The section's views module is loaded before React hydrates the server's HTML (or shows the page after a
 * client-side navigation), so the view renders at once with the same markup: no suspended, empty or unstyled view
 * (the chunk's CSS arrives with it).
 */
export async function onBeforeRenderClient(pageContext: PageContextClient<Data>): Promise<void> {
  if (pageContext.data.kind === 'view') await sectionViews.preload(pageContext.data.view.section);
}
