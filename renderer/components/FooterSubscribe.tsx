import { hasFeature, FEATURES } from '../../modules/feature-flags/feature-flags.contract.js';
import { type FeedKind, feedPath } from '../../modules/feeds/feeds.contract.js';
import type { LayoutData } from '../../modules/routing/layout.contract.js';
import type { TranslationKey } from '../../i18n/messages.js';
import { useTranslation } from '../use-translation.js';

export interface FooterSubscribeProps {
  layout: LayoutData;
}

const FEED_TITLES: Record<FeedKind, TranslationKey> = {
  news: 'newsFeed.title',
  stories: 'stories.title',
  'media-releases': 'mediaReleases.title',
};

/**
 * The footer's "Subscribe" block: the locale's RSS feeds (modules/feeds), behind the `footer-subscribe` flag
 * (SPEC §1 release toggle). Stories and media releases are main-site pages (SPEC §2.3): other sites offer the news.
 */
export function FooterSubscribe({ layout }: FooterSubscribeProps) {
  const { t } = useTranslation();
  if (!hasFeature(layout, FEATURES.footerSubscribe)) return null;
  const kinds: FeedKind[] = layout.site.slug === null ? ['news', 'stories', 'media-releases'] : ['news'];
  return (
    <section className="footer-subscribe" aria-labelledby="footer-subscribe">
      <h2 id="footer-subscribe">{t('footer.subscribe.title')}</h2>
      <p>{t('footer.subscribe.hint')}</p>
      <ul>
        {kinds.map((kind) => (
          <li key={kind}>
            <a href={feedPath(layout.locale.urlCode, kind)} type="application/rss+xml">
              {t(FEED_TITLES[kind])}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
