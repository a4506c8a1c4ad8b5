import type { ContentModuleData } from '../../modules/content/content-modules.contract.js';
import type { PageLayout } from '../../modules/routing/layout.contract.js';
import type { SectionView } from '../../modules/routing/section-view.contract.js';

/**
 * What the catch-all page's data holds (pages/cms/+data.ts), as far as the head needs it. The renderer sits below
 * the pages, so it names the shape instead of importing the page's `Data`.
 */
export type SeoPageData =
  | {
      kind: 'page';
      pageType: string;
      stage: string;
      title: string;
      description: string;
      modules: ContentModuleData[];
      layout: PageLayout;
    }
  | { kind: 'view'; view: SectionView; title: string; description: string; layout: PageLayout };

export function seoPageData(data: unknown): SeoPageData | undefined {
  const kind = (data as { kind?: unknown } | undefined)?.kind;
  return kind === 'page' || kind === 'view' ? (data as SeoPageData) : undefined;
}

/**
 * The sections search engines may index. Everything else a section answers (search results, the portal,
 * tickets, the editor's tools, ...) is for one visitor or one query: deny by default, so a new section is noindex
 * until it is named here. The search form without a query is the one exception (isSearchLanding).
 */
const INDEXABLE_SECTIONS: ReadonlySet<string> = new Set(['catalogue', 'stories', 'media-releases']);

/**
 * Whether the page must stay out of search engines (meta robots and X-Robots-Tag): search results, drafts, the
 * portal and editor areas. Error pages and the style guide are decided by their own pages.
 */
export function isNoindexData(data: SeoPageData): boolean {
  if (data.layout.isEditor) return true;
  if (data.kind === 'page') return data.stage === 'DRAFT';
  if (isSearchLanding(data)) return false;
  if (!INDEXABLE_SECTIONS.has(data.view.section)) return true;
  const { view } = data;
  if (view.section === 'stories' && view.name === 'detail') return view.payload.story.draft;
  if (view.section === 'media-releases' && view.name === 'detail') return view.payload.release.draft;
  return false;
}

/**
 * The search page before a search: the site's search form, the same for everyone, which search engines may index
 * (its canonical URL has no query). Results of a query (`?q=…`) are kept out (robots.txt disallows them too).
 */
export function isSearchLanding(data: SeoPageData): boolean {
  if (data.kind !== 'view' || data.view.section !== 'search') return false;
  const { payload } = data.view;
  return payload.query === '' && payload.error === null;
}

/** The robots directive of a page kept out of search engines (the meta tag and the header say the same). */
export const NOINDEX = 'noindex';
