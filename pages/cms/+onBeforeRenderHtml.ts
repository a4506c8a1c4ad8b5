import type { PageContextServer } from 'vike/types';
import type { Data } from './+data.js';
import { sectionViews } from './section-views.js';

/** The section's views module is loaded before React renders to HTML, so the HTML holds the whole view. */
export async function onBeforeRenderHtml(pageContext: PageContextServer<Data>): Promise<void> {
  if (pageContext.data.kind === 'view') await sectionViews.preload(pageContext.data.view.section);
}
