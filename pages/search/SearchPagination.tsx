import { useTranslation } from '../../renderer/use-translation.js';

export interface SearchPaginationProps {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}

/** At most this many numbered page links around the current page. */
const WINDOW = 5;

/** Previous / numbered / next links between result pages; the current page is marked with aria-current. */
export function SearchPagination({ page, pageCount, hrefFor }: SearchPaginationProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(page - Math.floor(WINDOW / 2), pageCount - WINDOW + 1));
  const pages = Array.from({ length: Math.min(WINDOW, pageCount) }, (_, index) => first + index);
  return (
    <nav className="search-pagination" aria-label={t('search.pagination')}>
      <ul>
        {page > 1 && (
          <li>
            <a href={hrefFor(page - 1)} rel="prev">
              {t('search.previous')}
            </a>
          </li>
        )}
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              // A span may not be named (no aria-label); aria-current already announces the current page.
              <span aria-current="page">{number}</span>
            ) : (
              <a href={hrefFor(number)} aria-label={t('search.pageLabel', { page: number })}>
                {number}
              </a>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <a href={hrefFor(page + 1)} rel="next">
              {t('search.next')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
