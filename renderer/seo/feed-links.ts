import { type FeedKind, feedPath } from '../../modules/feeds/feeds.contract.js';
import type { LayoutData } from '../../modules/routing/layout.contract.js';
import type { Dictionary } from '../../i18n/messages.js';
import { publicBaseOf } from './absolute-urls.js';
import type { SeoPageData } from './page-data.js';

export interface FeedLink {
  title: string;
  href: string;
}

/**
 * The feeds a page offers for autodiscovery (`<link rel="alternate" type="application/rss+xml">`): the stories
 * list its stories, the media releases list its releases, a site's home page the news feed (modules/feeds).
 */
export function feedLinks(
  data: SeoPageData | undefined,
  layout: LayoutData | null,
  urlPathname: string,
  dictionary: Dictionary,
): FeedLink[] {
  if (!data || !layout) return [];
  const { urlCode } = layout.locale;
  const base = publicBaseOf(layout.canonicalUrl, urlPathname);
  const link = (kind: FeedKind, title: string): FeedLink[] => [{ title, href: `${base}${feedPath(urlCode, kind)}` }];
  if (data.kind === 'view' && data.view.name === 'list') {
    if (data.view.section === 'stories') return link('stories', dictionary['stories.title']);
    if (data.view.section === 'media-releases') return link('media-releases', dictionary['mediaReleases.title']);
    return [];
  }
  const home = layout.site.slug ? `/${urlCode}/${layout.site.slug}` : `/${urlCode}`;
  return data.kind === 'page' && urlPathname === home ? link('news', dictionary['newsFeed.title']) : [];
}
