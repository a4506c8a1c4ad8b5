import type { NewsFeedPageDto } from '../../../modules/news-feed/news-feed.dto.js';
import { useAtom, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { newsFeedItemsAtom, newsFeedPageInfoAtom, newsFeedStatusAtom } from '../../news-feed.atoms.js';
import { useTranslation } from '../../use-translation.js';

/** SPEC §9: 10 items per page. */
const PAGE_SIZE = 10;

/** Loads the news feed a page at a time through GET /api/news-feed (cursor paging, SPEC §7.4). */
export function useNewsFeed() {
  const { language } = useTranslation();
  const setItems = useSetAtom(newsFeedItemsAtom);
  const [pageInfo, setPageInfo] = useAtom(newsFeedPageInfoAtom);
  const [status, setStatus] = useAtom(newsFeedStatusAtom);

  const load = useCallback(
    async (after: string | null) => {
      setStatus('loading');
      try {
        const query = new URLSearchParams({ lang: language, first: String(PAGE_SIZE) });
        if (after) query.set('after', after);
        const response = await fetch(`/api/news-feed?${query.toString()}`, { headers: { accept: 'application/json' } });
        if (!response.ok) throw new Error(`news feed answered ${response.status}`);
        const page = (await response.json()) as NewsFeedPageDto;
        setItems((items) => (after ? [...items, ...page.items] : page.items));
        setPageInfo(page.pageInfo);
        setStatus('ready');
      } catch (error) {
        console.error(error);
        setStatus('error');
      }
    },
    [language, setItems, setPageInfo, setStatus],
  );

  return {
    status,
    hasNextPage: pageInfo.hasNextPage,
    loadFirstPage: () => load(null),
    loadMore: () => load(pageInfo.endCursor),
  };
}
