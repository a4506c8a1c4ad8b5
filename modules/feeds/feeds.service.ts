import { Inject, Injectable } from '@nestjs/common';
import { dictionaryFor } from '../../i18n/index.js';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { LOCALES_SOURCE, type LocaleResponse, type LocalesSource, localeByUrlCode } from '../locales/index.js';
import { MEDIA_RELEASES_SOURCE, type MediaReleasesSource } from '../media-releases/index.js';
import { NEWS_FEED_SOURCE, type NewsFeedSource } from '../news-feed/index.js';
import { sectionPath } from '../routing/index.js';
import { STORIES_SOURCE, type StoriesSource } from '../stories/index.js';
import { FeedsErrors } from './feeds.errors.js';
import { type FeedKind, feedPath } from './feeds.contract.js';
import { parseFeedFile } from './feeds-routes.js';
import { type FeedChannel, type FeedItem, rssXml } from './rss-xml.js';

/** SPEC is silent on a feed's length: the news panel's page of ten (the lists' first page for the others). */
const NEWS_ITEMS = 10;

/**
 * The RSS feeds of the main site (stories and media releases are main-site-only pages, SPEC §2.3; the news feed is
 * the same on every site): the newest published items written in the locale's language (an item the lists show in
 * English for want of a translation is not in another language's feed). Every address is on the public origin
 * (PUBLIC_BASE_URL), as the sitemaps' are. The items come from the lists' own cached reads (the data cache), so a
 * cached feed reads nothing from the database.
 */
@Injectable()
export class FeedsService {
  constructor(
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    @Inject(LOCALES_SOURCE) private readonly locales: LocalesSource,
    @Inject(STORIES_SOURCE) private readonly stories: StoriesSource,
    @Inject(MEDIA_RELEASES_SOURCE) private readonly releases: MediaReleasesSource,
    @Inject(NEWS_FEED_SOURCE) private readonly news: NewsFeedSource,
  ) {}

  async feed(localeUrlCode: string, file: string): Promise<string> {
    const kind = parseFeedFile(file);
    const locale = await localeByUrlCode(this.locales, localeUrlCode);
    if (!kind || !locale || locale.urlCode !== localeUrlCode)
      throw FeedsErrors.FeedNotFound(`${localeUrlCode}/${file}`);
    return rssXml(await this.channel(locale, kind));
  }

  private async channel(locale: LocaleResponse, kind: FeedKind): Promise<FeedChannel> {
    const base = this.config.publicBaseUrl;
    const t = dictionaryFor(locale.language);
    const company = t['site.company'];
    const audience = { language: locale.language, localeCode: locale.code, editor: false };
    const page = (segment: string) => `${base}${sectionPath(locale.urlCode, null, [segment])}`;
    const ofLanguage = <T extends { language: string }>(items: T[]) =>
      items.filter((item) => item.language === locale.language);
    const common = { self: `${base}${feedPath(locale.urlCode, kind)}`, language: locale.urlCode };
    if (kind === 'news') {
      const { items } = await this.news.page(locale.language, NEWS_ITEMS, undefined);
      return {
        ...common,
        title: `${t['newsFeed.title']} – ${company}`,
        link: `${base}/${locale.urlCode}`,
        description: `${t['newsFeed.title']} – ${company}`,
        items: ofLanguage(items).map((item): FeedItem => ({
          title: item.title,
          // News links are absolute (another site) or a path on this one.
          link: item.link.startsWith('/') ? `${base}${item.link}` : item.link || `${base}/${locale.urlCode}`,
          // Several items may link to the same page: the guid is the item, not its link.
          guid: `${base}${feedPath(locale.urlCode, kind)}#${item.id}`,
          permaLink: false,
          publishedAt: new Date(item.publicationDate),
          description: item.text,
        })),
      };
    }
    const documents: { language: string; slug: string; title: string; leadText: string; publicationDate: string }[] =
      kind === 'stories'
        ? (await this.stories.listStories(audience, { page: 1 })).stories
        : (await this.releases.listReleases(audience, 1)).releases;
    const link = page(kind);
    return {
      ...common,
      title: `${kind === 'stories' ? t['stories.title'] : t['mediaReleases.title']} – ${company}`,
      link,
      description: kind === 'stories' ? t['stories.description'] : t['mediaReleases.description'],
      items: ofLanguage(documents).map((document) => {
        const address = `${link}/${encodeURIComponent(document.slug)}`;
        return {
          title: document.title,
          link: address,
          guid: address,
          permaLink: true,
          publishedAt: new Date(document.publicationDate),
          description: document.leadText,
        };
      }),
    };
  }
}
