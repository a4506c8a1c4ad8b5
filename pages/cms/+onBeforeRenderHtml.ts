import type { PageContextServer } from 'vike/types';
import type { Data } from './+data.js';
import { loadFormViews } from '../../renderer/content/forms/form-views.js';
import { sectionViews } from './section-views.js';

/**
 * The section's views module is loaded before React renders to HTML, so the HTML holds the whole view; so are the
 * form modules' code (loaded once per process: the server does not look for forms in the data).
 */
export async function onBeforeRenderHtml(pageContext: PageContextServer<Data>): Promise<void> {
  await loadFormViews();
  if (pageContext.data.kind === 'view') await sectionViews.preload(pageContext.data.view.section);
}
