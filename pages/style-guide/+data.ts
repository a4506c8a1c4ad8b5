import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { dictionaryFor } from '../../i18n/index.js';
import { STYLE_GUIDE_SECTIONS } from './sections.js';

/** The style guide is English only and has no site layout (no locale in its URL, SPEC §2.2). */
export function data(pageContext: PageContextServer) {
  const slug = pageContext.routeParams.section ?? '';
  const section = STYLE_GUIDE_SECTIONS.find((s) => s.slug === slug);
  if (!section) throw render(404, `Page not found: ${pageContext.urlPathname}`);
  // A technical area, never indexed (the head says so too).
  pageContext.headersResponse.set('x-robots-tag', 'noindex');
  const dictionary = dictionaryFor('en');
  return {
    language: 'en',
    section: section.slug,
    title: `${dictionary['styleGuide.title']}: ${dictionary[section.titleKey]}`,
  };
}

export type Data = Awaited<ReturnType<typeof data>>;
