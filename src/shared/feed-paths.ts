/**
 * One feed per locale and kind: `/feeds/{locale}/{kind}.xml`, at the root of every host like the sitemaps
 * (modules/feeds serves them). Shared code because routing redirects `/feed` there and the feeds module builds on
 * routing: neither may import the other's side.
 */
export const FEEDS_FOLDER = 'feeds';
export const FEED_KINDS = ['stories', 'media-releases', 'news'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

/** The path of a feed on the public origin (`/feeds/de-ch/stories.xml`); the page head links it (renderer/seo). */
export function feedPath(localeUrlCode: string, kind: FeedKind): string {
  return `/${FEEDS_FOLDER}/${localeUrlCode}/${kind}.xml`;
}
