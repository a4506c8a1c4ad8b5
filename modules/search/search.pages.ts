import { Injectable } from '@nestjs/common';
import { dictionaryFor, translate } from '../../i18n/index.js';
import { type PageQuery, definePages, page } from '../routing/index.js';
import { normalizeQuery } from '../search-index/index.js';
import {
  QUERY_MAX_LENGTH,
  SEARCH_MAX_PAGE,
  SEARCH_PAGE_SIZE,
  SEARCH_SECTION,
  type SearchPagePayload,
} from './search.contract.js';
import { SearchService } from './search.service.js';

/** `?page=` as a whole number from 1 to the last allowed page; anything else is page 1. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= SEARCH_MAX_PAGE ? page : 1;
}

/**
 * The search page reads `q` and `page`, nothing else. A query longer than the limit is kept as its
 * first QUERY_MAX_LENGTH characters and a marker (still too long: the page says so and shows those characters),
 * so however long a query is sent, it is one cache key of bounded size.
 */
export const SEARCH_PAGE_QUERY: PageQuery = {
  q: {
    canonical: true,
    normalise: (value) => {
      const query = normalizeQuery(value);
      if (query === '') return undefined;
      return query.length > QUERY_MAX_LENGTH ? `${query.slice(0, QUERY_MAX_LENGTH)}\u2026` : query;
    },
  },
  page: {
    canonical: true,
    normalise: (value) => {
      const page = pageFrom(value);
      return page === 1 ? undefined : String(page);
    },
  },
};

/**
 * The search page `/{locale}/[site/]search?q=...&page=...` (SPEC §1 on-page search): server-rendered results of
 * the in-process search service, never an HTTP call. `/search/...` is no page of the table: a CMS page may live
 * there.
 */
@Injectable()
export class SearchPages {
  constructor(private readonly search: SearchService) {}

  readonly table = definePages(
    'search',
    [
      page({
        pattern: `/${SEARCH_SECTION}`,
        access: 'public',
        load: async ({ search, site, locale }) => {
          const params = new URLSearchParams(search);
          const query = normalizeQuery(params.get('q') ?? '');
          const page = pageFrom(params.get('page'));
          const dictionary = dictionaryFor(locale.language);
          const tooLong = query.length > QUERY_MAX_LENGTH;
          const result = query === '' || tooLong ? null : await this.search.search({ site, locale }, query, page);
          const payload: SearchPagePayload = {
            query: tooLong ? query.slice(0, QUERY_MAX_LENGTH) : query,
            result,
            error: tooLong ? 'too-long' : null,
            pageCount: result ? Math.ceil(result.total / SEARCH_PAGE_SIZE) : 0,
          };
          const title = result ? translate(dictionary, 'search.resultsTitle', { query }) : dictionary['search.title'];
          return {
            kind: 'view',
            view: { section: SEARCH_SECTION, name: 'results', title, description: '', payload },
            breadcrumbs: [{ title: dictionary['search.title'], href: '' }],
          };
        },
      }),
    ],
    { query: SEARCH_PAGE_QUERY, unmatched: 'cms' },
  );
}
