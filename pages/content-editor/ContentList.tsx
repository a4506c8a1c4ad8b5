import { TableScroll } from '../../renderer/components/DataTable.js';
import {
  CONTENT_EDITOR_KINDS,
  CONTENT_STAGES,
  type ContentListFilter,
  type ContentListPayload,
} from '../../modules/content-authoring/content-editor.contract.js';
import { EmptyState } from '../../renderer/components/EmptyState.js';
import { Pagination } from '../../renderer/components/Pagination.js';
import { Select, TextInput } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { CONTENT_KINDS } from './content-kinds.js';

export const STAGE_LABELS = {
  draft: 'contentEditor.stage.draft',
  published: 'contentEditor.stage.published',
  changed: 'contentEditor.stage.changed',
} as const;

/** The list's URL for a filter, without the values that are 'any'. */
function listHref(basePath: string, filter: ContentListFilter, page: number): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...filter, page: page > 1 ? String(page) : '' })) {
    if (value !== '' && !(name === 'kind' && value === 'pages')) query.set(name, String(value));
  }
  const search = query.toString();
  return search ? `${basePath}?${search}` : basePath;
}

/** Every document of a kind, newest change first, with search, filters and paging (a GET form: bookmarkable). */
export function ContentList({ filter, items, total, pageSize, sites, basePath }: ContentListPayload) {
  const { t } = useTranslation();
  const languages = [...new Set(sites.flatMap((site) => site.languages))];
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <section className="content-editor">
      <h1>{t('contentEditor.title')}</h1>
      <p>
        <a className="button button-primary" href={`${basePath}/new?kind=${filter.kind}`}>
          {t(CONTENT_KINDS[filter.kind].newKey)}
        </a>
      </p>
      <form className="content-editor-filter" method="get" role="search" aria-label={t('contentEditor.filter')}>
        <div className="ds-field">
          <label htmlFor="content-q">{t('contentEditor.search')}</label>
          <TextInput id="content-q" type="search" name="q" defaultValue={filter.q} maxLength={100} />
        </div>
        <div className="ds-field">
          <label htmlFor="content-kind">{t('contentEditor.kind')}</label>
          <Select id="content-kind" name="kind" defaultValue={filter.kind}>
            {CONTENT_EDITOR_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(CONTENT_KINDS[kind].labelKey)}
              </option>
            ))}
          </Select>
        </div>
        {/* Stories, media releases and news items are the main site's: only pages filter by site. */}
        {filter.kind === 'pages' && (
          <div className="ds-field">
            <label htmlFor="content-site">{t('contentEditor.site')}</label>
            <Select id="content-site" name="site" defaultValue={filter.site}>
              <option value="">{t('contentEditor.any')}</option>
              {sites.map((site) => (
                <option key={site.id} value={site.id}>
                  {site.name}
                </option>
              ))}
            </Select>
          </div>
        )}
        <div className="ds-field">
          <label htmlFor="content-language">{t('contentEditor.language')}</label>
          <Select id="content-language" name="language" defaultValue={filter.language}>
            <option value="">{t('contentEditor.any')}</option>
            {languages.map((language) => (
              <option key={language} value={language}>
                {language}
              </option>
            ))}
          </Select>
        </div>
        <div className="ds-field">
          <label htmlFor="content-stage">{t('contentEditor.stage')}</label>
          <Select id="content-stage" name="stage" defaultValue={filter.stage}>
            <option value="">{t('contentEditor.any')}</option>
            {CONTENT_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {t(STAGE_LABELS[stage])}
              </option>
            ))}
          </Select>
        </div>
        <div className="ds-field">
          <label htmlFor="content-changed">{t('contentEditor.changedSince')}</label>
          <TextInput id="content-changed" type="date" name="changedSince" defaultValue={filter.changedSince} />
        </div>
        <button type="submit" className="button button-secondary">
          {t('contentEditor.applyFilter')}
        </button>
      </form>
      <p role="status">{t('contentEditor.count', { count: total })}</p>
      {items.length === 0 ? (
        <EmptyState title={t('contentEditor.empty')} />
      ) : (
        <TableScroll label={t('contentEditor.title')} className="content-editor-table">
          <caption className="visually-hidden">{t('contentEditor.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('contentEditor.field.title')}</th>
              <th scope="col">{t('contentEditor.site')}</th>
              <th scope="col">{t('contentEditor.languages')}</th>
              <th scope="col">{t('contentEditor.changed')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} data-id={item.id}>
                <td>
                  <a href={`${basePath}/${filter.kind}/${encodeURIComponent(item.id)}`}>{item.title}</a>
                </td>
                <td>{'site' in item ? item.site : 'main'}</td>
                <td>
                  <ul className="content-editor-stages">
                    {item.languages.map((language) => (
                      <li key={language.language}>
                        <a
                          href={`${basePath}/${filter.kind}/${encodeURIComponent(item.id)}?language=${language.language}`}
                        >
                          {language.language}
                        </a>{' '}
                        {t(STAGE_LABELS[language.stage])}
                      </li>
                    ))}
                  </ul>
                </td>
                <td>
                  <time dateTime={item.updatedAt}>
                    {new Date(item.updatedAt).toISOString().slice(0, 16).replace('T', ' ')}
                  </time>{' '}
                  {item.updatedBy}
                </td>
              </tr>
            ))}
          </tbody>
        </TableScroll>
      )}
      <Pagination page={filter.page} totalPages={totalPages} hrefFor={(page) => listHref(basePath, filter, page)} />
    </section>
  );
}
