import type { NewsFeedItemDto } from '../modules/news-feed/news-feed.dto.js';
import { atom } from 'jotai';
import { atomWithStorage } from 'jotai/utils';
import { checkedLocalStorage, plainStringStorage } from './persisted-storage.js';

/** SPEC §7.8 local storage key of the last read news feed item's id. */
export const NEWS_FEED_LATEST_READ_KEY = 'uapp-newsfeed-latest-read';
const STORED_ID = /^[\w-]{1,100}$/;

export type NewsFeedStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Items loaded so far, newest first (the first page after hydration, more with 'load more'). */
export const newsFeedItemsAtom = atom<NewsFeedItemDto[]>([]);
newsFeedItemsAtom.debugLabel = 'newsFeedItemsAtom';
export const newsFeedPageInfoAtom = atom<{ hasNextPage: boolean; endCursor: string | null }>({
  hasNextPage: false,
  endCursor: null,
});
newsFeedPageInfoAtom.debugLabel = 'newsFeedPageInfoAtom';
export const newsFeedStatusAtom = atom<NewsFeedStatus>('idle');
newsFeedStatusAtom.debugLabel = 'newsFeedStatusAtom';

/**
 * SPEC §7.8 the stored last-read id, kept as the bare id. `undefined` until read: storage is read when the atom
 * is first mounted (the default `getOnInit: false`), in the browser after hydration, never on the server, so the
 * page-cached HTML never holds a per-visitor marker; `null` when nothing is stored. A stored value that is not an
 * id is removed (reset) and logged rather than trusted. Setting an id stores it; other tabs' changes follow.
 */
export const newsFeedLatestReadAtom = atomWithStorage<string | null | undefined>(
  NEWS_FEED_LATEST_READ_KEY,
  undefined,
  plainStringStorage(
    checkedLocalStorage('news feed', (raw) =>
      raw === null || STORED_ID.test(raw) ? { raw } : { raw: null, error: `unparseable ${NEWS_FEED_LATEST_READ_KEY}` },
    ),
  ),
  { getOnInit: false },
);
newsFeedLatestReadAtom.debugLabel = 'newsFeedLatestReadAtom';

/** SPEC §4: unread while the newest item's id differs from the stored last-read id (false until both are known). */
export const newsFeedUnreadAtom = atom((get) => {
  const newest = get(newsFeedItemsAtom)[0]?.id;
  const latestRead = get(newsFeedLatestReadAtom);
  return newest !== undefined && latestRead !== undefined && newest !== latestRead;
});
newsFeedUnreadAtom.debugLabel = 'newsFeedUnreadAtom';
