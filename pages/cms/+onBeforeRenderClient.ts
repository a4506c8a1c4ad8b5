import type { PageContextClient } from 'vike/types';
import type { Data } from './+data.js';
import { loadFormStrings } from '../../i18n/dictionary-loader.js';
import { hasFormModule, loadFormViews } from '../../renderer/content/forms/form-views.js';
import { pageLanguage } from '../../renderer/page-language.js';
import { sectionViews } from './section-views.js';

/**
 * The section's views module is loaded before React hydrates the server's HTML (or shows the page after a
 * client-side navigation), so the view renders at once with the same markup: no suspended, empty or unstyled view
 * (the chunk's CSS arrives with it). So are the form modules' code and strings, on a page that has a form.
 */
export async function onBeforeRenderClient(pageContext: PageContextClient<Data>): Promise<void> {
  await Promise.all([
    pageContext.data.kind === 'view' ? sectionViews.preload(pageContext.data.view.section) : undefined,
    ...(hasFormModule(pageContext.data) ? [loadFormViews(), loadFormStrings(pageLanguage(pageContext))] : []),
  ]);
}
