import { useTranslation } from '../use-translation.js';

export interface PaginationProps {
  page: number;
  totalPages: number;
  /** The URL of a page of the list (page 1 without `?page`). */
  hrefFor: (page: number) => string;
}

/** Paging links of a list (`?page=2`): previous, the page numbers, next; the current page has aria-current. */
export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const { t } = useTranslation();
  if (totalPages <= 1) return null;
  const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul>
        {page > 1 && (
          <li>
            <a href={hrefFor(page - 1)} rel="prev">
              {t('pagination.previous')}
            </a>
          </li>
        )}
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page">{t('pagination.page', { page: number })}</span>
            ) : (
              <a href={hrefFor(number)} aria-label={t('pagination.page', { page: number })}>
                {number}
              </a>
            )}
          </li>
        ))}
        {page < totalPages && (
          <li>
            <a href={hrefFor(page + 1)} rel="next">
              {t('pagination.next')}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
