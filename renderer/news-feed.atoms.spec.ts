import type { NewsFeedItemDto } from '../modules/news-feed/news-feed.dto.js';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeLocalStorage } from '../test/support/fake-local-storage.js';
import {
  NEWS_FEED_LATEST_READ_KEY,
  newsFeedItemsAtom,
  newsFeedLatestReadAtom,
  newsFeedUnreadAtom,
} from './news-feed.atoms.js';
const item = (id: string) => ({ id }) as NewsFeedItemDto;

describe('newsFeedLatestReadAtom', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reads the bare stored id only once mounted and stores a new one the same way', () => {
    const storage = fakeLocalStorage({ [NEWS_FEED_LATEST_READ_KEY]: 'nf-027' });
    const store = createStore();
    store.set(newsFeedItemsAtom, [item('nf-028')]);
    // Unmounted, as on the server and in the first client render: unknown, so no marker.
    expect(store.get(newsFeedLatestReadAtom)).toBeUndefined();
    expect(store.get(newsFeedUnreadAtom)).toBe(false);

    store.sub(newsFeedUnreadAtom, () => undefined);
    expect(store.get(newsFeedLatestReadAtom)).toBe('nf-027');
    expect(store.get(newsFeedUnreadAtom)).toBe(true);
    store.set(newsFeedLatestReadAtom, 'nf-028');
    expect(store.get(newsFeedUnreadAtom)).toBe(false);
    expect(storage.window.localStorage.getItem(NEWS_FEED_LATEST_READ_KEY)).toBe('nf-028');
  });

  it('reads nothing stored as null: every item is unread', () => {
    fakeLocalStorage();
    const store = createStore();
    store.set(newsFeedItemsAtom, [item('nf-028')]);
    store.sub(newsFeedUnreadAtom, () => undefined);
    expect(store.get(newsFeedLatestReadAtom)).toBeNull();
    expect(store.get(newsFeedUnreadAtom)).toBe(true);
  });

  it('removes an unparseable stored id and logs it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const storage = fakeLocalStorage({ [NEWS_FEED_LATEST_READ_KEY]: '{"broken": json' });
    const store = createStore();
    store.sub(newsFeedLatestReadAtom, () => undefined);
    expect(store.get(newsFeedLatestReadAtom)).toBeNull();
    expect(storage.window.localStorage.getItem(NEWS_FEED_LATEST_READ_KEY)).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining(`unparseable ${NEWS_FEED_LATEST_READ_KEY}`));
  });

  it("follows another tab's marking read and stops listening once unmounted", () => {
    const storage = fakeLocalStorage();
    const store = createStore();
    const unsubscribe = store.sub(newsFeedLatestReadAtom, () => undefined);
    storage.changeInAnotherTab(NEWS_FEED_LATEST_READ_KEY, 'nf-028');
    expect(store.get(newsFeedLatestReadAtom)).toBe('nf-028');
    unsubscribe();
    expect(storage.listenerCount()).toBe(0);
  });
});
