import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { newsFeedStatusAtom, newsFeedUnreadAtom } from '../../news-feed.atoms.js';
import { newsFeedPanelOpenAtom } from '../../page-ui.atoms.js';
import { useTranslation } from '../../use-translation.js';
import { Icon } from '../Icon.js';
import { preloadNewsFeedPanel } from '../panels-on-first-use.js';
import { NEWS_FEED_PANEL_ID } from './news-feed-panel-id.js';
import { useNewsFeed } from './use-news-feed.js';

/**
 * The header's bell (SPEC §1: news feed with an unread marker). The marker is worked out in the browser only,
 * after hydration, from local storage: the server-rendered HTML is the same for everyone (page cache).
 */
export function NewsFeedButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useAtom(newsFeedPanelOpenAtom);
  const unread = useAtomValue(newsFeedUnreadAtom);
  const status = useAtomValue(newsFeedStatusAtom);
  const { loadFirstPage } = useNewsFeed();

  // Once per page load after hydration: the newest items (not part of the first render). The stored last-read id
  // is read when newsFeedUnreadAtom first mounts, after hydration too.
  useEffect(() => {
    if (status === 'idle') void loadFirstPage();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once after hydration
  }, []);

  return (
    <button
      type="button"
      className="news-feed-button"
      aria-expanded={open}
      aria-controls={open ? NEWS_FEED_PANEL_ID : undefined}
      aria-haspopup="dialog"
      onPointerEnter={preloadNewsFeedPanel}
      onClick={() => setOpen(!open)}
    >
      <Icon name="Bell" size={24} />
      <span className="news-feed-button-label">{t('newsFeed.open')}</span>
      {unread && (
        <span className="unread-marker" data-testid="news-feed-unread">
          <span className="visually-hidden">{t('newsFeed.unread')}</span>
        </span>
      )}
    </button>
  );
}
