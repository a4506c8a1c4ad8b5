import { atom } from 'jotai';
import type { NewsFeedItemResponse } from '../modules/news-feed/news-feed.contract.js';

/** SPEC §7.8 local storage key of the last read news feed item's id. */
export const NEWS_FEED_LATEST_READ_KEY = 'uapp-newsfeed-latest-read';
const STORED_ID = /^[\w-]{1,100}$/;

export type NewsFeedStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Items loaded so far, newest first (the first page after hydration, more with 'load more'). */
export const newsFeedItemsAtom = atom<NewsFeedItemResponse[]>([]);
newsFeedItemsAtom.debugLabel = 'newsFeedItemsAtom';
export const newsFeedPageInfoAtom = atom<{ hasNextPage: boolean; endCursor: string | null }>({
  hasNextPage: false,
  endCursor: null,
});
newsFeedPageInfoAtom.debugLabel = 'newsFeedPageInfoAtom';
export const newsFeedStatusAtom = atom<NewsFeedStatus>('idle');
newsFeedStatusAtom.debugLabel = 'newsFeedStatusAtom';

/**
 * The stored last-read id: `undefined` until read from local storage after hydration (so the server-rendered,
 * page-cached HTML never holds a per-visitor marker), `null` when nothing is stored.
 */
const latestReadValueAtom = atom<string | null | undefined>(undefined);
latestReadValueAtom.debugLabel = 'latestReadValueAtom';

/** Reads and writes local storage; an unparseable stored value is removed (reset) rather than trusted. */
export const newsFeedLatestReadAtom = atom(
  (get) => get(latestReadValueAtom),
  (_get, set, action: { load: true } | { markRead: string }) => {
    if ('load' in action) {
      set(latestReadValueAtom, readStoredId());
      return;
    }
    try {
      window.localStorage.setItem(NEWS_FEED_LATEST_READ_KEY, action.markRead);
    } catch {
      // Storage may be disabled: the marker then only clears for this page view.
    }
    set(latestReadValueAtom, action.markRead);
  },
);
newsFeedLatestReadAtom.debugLabel = 'newsFeedLatestReadAtom';

function readStoredId(): string | null {
  try {
    const stored = window.localStorage.getItem(NEWS_FEED_LATEST_READ_KEY);
    if (stored === null || STORED_ID.test(stored)) return stored;
    console.error(`Unparseable ${NEWS_FEED_LATEST_READ_KEY}; reset`);
    window.localStorage.removeItem(NEWS_FEED_LATEST_READ_KEY);
  } catch {
    // Storage disabled: nothing read.
  }
  return null;
}

/** SPEC §4: unread while the newest item's id differs from the stored last-read id (false until both are known). */
export const newsFeedUnreadAtom = atom((get) => {
  const newest = get(newsFeedItemsAtom)[0]?.id;
  const latestRead = get(newsFeedLatestReadAtom);
  return newest !== undefined && latestRead !== undefined && newest !== latestRead;
});
newsFeedUnreadAtom.debugLabel = 'newsFeedUnreadAtom';
