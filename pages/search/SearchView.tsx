import type { SearchRecordDto } from '../../modules/search/search.dto.js';
import { useId } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import type { TranslationKey } from '../../i18n/index.js';
import {
  QUERY_MAX_LENGTH,
  SEARCH_PAGE_SIZE,
  type SearchRecordType,
  searchPagePath,
} from '../../modules/search/search.contract.js';
import { layoutOf } from '../../renderer/layout-data.js';
import { TextInput } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import type { SectionViewProps } from '../../renderer/section-views.js';
import { SearchPagination } from './SearchPagination.js';
import './search-page.css';

const TYPE_LABELS: Record<SearchRecordType, TranslationKey> = {
  page: 'search.type.page',
  product: 'search.type.product',
  story: 'search.type.story',
  'media-release': 'search.type.media-release',
  classification: 'search.type.classification',
};

/** The search page (SPEC §1 on-page search): a search form, the results of the query, and paging. */
export default function SearchView({ view }: SectionViewProps<'search'>) {
  const { payload } = view;
  const { t } = useTranslation();
  const layout = layoutOf(usePageContext());
  const inputId = useId();
  const basePath = searchPagePath(layout?.locale.urlCode ?? 'en', layout?.site.slug ?? null);
  const { result, query } = payload;
  return (
    <section className="search-page" aria-labelledby={`${inputId}-heading`}>
      <h1 id={`${inputId}-heading`}>{view.title}</h1>
      <form
        role="search"
        aria-labelledby={`${inputId}-heading`}
        method="get"
        action={basePath}
        className="search-page-form"
      >
        <label htmlFor={inputId}>{t('search.label')}</label>
        <div className="search-page-field">
          <TextInput
            id={inputId}
            name="q"
            type="search"
            defaultValue={query}
            maxLength={QUERY_MAX_LENGTH}
            required
            aria-invalid={payload.error ? true : undefined}
            aria-describedby={payload.error ? `${inputId}-error` : undefined}
          />
          <button type="submit" className="button">
            {t('search.submit')}
          </button>
        </div>
        {payload.error === 'too-long' && (
          <p id={`${inputId}-error`} className="search-page-error" role="alert">
            {t('search.tooLong', { max: QUERY_MAX_LENGTH })}
          </p>
        )}
      </form>
      {result && (
        <>
          <p className="search-page-count" role="status">
            {result.total > 0 ? t('search.resultCount', { count: result.total }) : t('search.noResults', { query })}
          </p>
          {result.records.length > 0 && (
            <ol className="search-results" start={(result.page - 1) * SEARCH_PAGE_SIZE + 1}>
              {result.records.map((record) => (
                <SearchResult key={record.url} record={record} typeLabel={t(TYPE_LABELS[record.type])} />
              ))}
            </ol>
          )}
          <SearchPagination
            page={result.page}
            pageCount={payload.pageCount}
            hrefFor={(page) => searchPagePath(layout?.locale.urlCode ?? 'en', layout?.site.slug ?? null, query, page)}
          />
        </>
      )}
    </section>
  );
}

interface SearchResultProps {
  record: SearchRecordDto;
  typeLabel: string;
}

function SearchResult({ record, typeLabel }: SearchResultProps) {
  const { language } = useTranslation();
  // A document found in its English version (none in the page's language) says so (WCAG 3.1.2).
  const textLanguage = record.language && record.language !== language ? record.language : undefined;
  return (
    <li className="search-result">
      <span className="search-result-type">{typeLabel}</span>
      <h2 lang={textLanguage}>
        <a href={record.url}>{record.title}</a>
      </h2>
      {/* The description is escaped on the server; only the <em> around query words is markup (SPEC §5). */}
      <p
        className="search-result-description"
        lang={textLanguage}
        dangerouslySetInnerHTML={{ __html: record.description }}
      />
    </li>
  );
}
