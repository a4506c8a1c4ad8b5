import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { layoutOf } from '../../layout-data.js';
import { newsFeedItemsAtom, newsFeedLatestReadAtom } from '../../news-feed.atoms.js';
import { newsFeedPanelOpenAtom } from '../../page-ui.atoms.js';
import { useTranslation } from '../../use-translation.js';
import { Icon } from '../Icon.js';
import { ModalShell } from '../ModalShell.js';
import { NewsFeedItem } from './NewsFeedItem.js';
import { NEWS_FEED_PANEL_ID } from './news-feed-panel-id.js';
import { useNewsFeed } from './use-news-feed.js';

/**
 * The news feed panel (SPEC §2.4, §4): newest first, 10 at a time with 'load more'. A modal dialog that traps
 * focus and returns it; opening it marks the newest item read.
 */
export function NewsFeedPanel() {
  const { t } = useTranslation();
  const pageContext = usePageContext();
  const layout = layoutOf(pageContext);
  const [open, setOpen] = useAtom(newsFeedPanelOpenAtom);
  const items = useAtomValue(newsFeedItemsAtom);
  const setLatestRead = useSetAtom(newsFeedLatestReadAtom);
  const { status, hasNextPage, loadFirstPage, loadMore } = useNewsFeed();
  const panelRef = useRef<HTMLDialogElement>(null);
  const close = useCallback(() => setOpen(false), [setOpen]);

  // After 'load more', focus moves to the first new item, so keyboard users continue where the list grew.
  const focusIndex = useRef<number | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || items.length <= index) return;
    focusIndex.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('article')[index]?.focus();
  }, [items.length]);
  const onLoadMore = () => {
    focusIndex.current = items.length;
    void loadMore();
  };

  const newestId = items[0]?.id;
  // SPEC §4: marking read stores the newest id; it happens as soon as the open panel knows the newest item.
  useEffect(() => {
    if (open && newestId) setLatestRead(newestId);
  }, [open, newestId, setLatestRead]);
  useEffect(() => {
    if (open && status === 'idle') void loadFirstPage();
  }, [open, status, loadFirstPage]);

  if (!open) return null;
  const dateFormat = new Intl.DateTimeFormat(layout?.locale.code ?? 'en', { dateStyle: 'medium' });
  return (
    <ModalShell
      onClose={close}
      dialogRef={panelRef}
      id={NEWS_FEED_PANEL_ID}
      className="news-feed-panel side-panel at-right"
      aria-labelledby="news-feed-title"
      aria-busy={status === 'loading'}
    >
      <header className="news-feed-header">
        <h2 id="news-feed-title">{t('newsFeed.title')}</h2>
        <button type="button" className="modal-close" onClick={close}>
          <Icon name="Close" size={16} label={t('dialog.close')} />
        </button>
      </header>
      {items.length === 0 && status === 'ready' && <p>{t('newsFeed.empty')}</p>}
      <ol className="news-feed-list" ref={listRef}>
        {items.map((item) => (
          <li key={item.id}>
            <NewsFeedItem item={item} layout={layout} dateFormat={dateFormat} />
          </li>
        ))}
      </ol>
      {status === 'error' && (
        <p role="alert">
          {t('newsFeed.error')}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => void (items.length ? loadMore() : loadFirstPage())}
          >
            {t('newsFeed.retry')}
          </button>
        </p>
      )}
      {status === 'loading' && <p role="status">{t('newsFeed.loading')}</p>}
      {hasNextPage && status !== 'error' && (
        <button
          type="button"
          className="button load-more"
          aria-disabled={status === 'loading'}
          onClick={() => status === 'ready' && onLoadMore()}
        >
          {t('newsFeed.loadMore')}
        </button>
      )}
    </ModalShell>
  );
}
