import type { TranslationImportResponseDto } from '../../modules/translations/translations.dto.js';
import type { TranslationChangeResponseDto } from '../../modules/translations/translations.dto.js';
import { useState } from 'react';
import {
  TRANSLATION_STATE_NAMES,
  type TranslationGridCell,
  type TranslationGridRow,
  type TranslationsViewPayloads,
  overallState,
} from '../../modules/translations/translations.contract.js';
import { Button } from '../../renderer/components/Button.js';
import { DataTable } from '../../renderer/components/DataTable.js';
import { EmptyState } from '../../renderer/components/EmptyState.js';
import { FlashMessage } from '../../renderer/components/FlashMessage.js';
import { FileInput, Select } from '../../renderer/components/form-controls.js';
import type { SectionViewProps } from '../../renderer/section-views.js';
import { useTranslation } from '../../renderer/use-translation.js';
import './translations.css';

/** The editor's translation management. */
export default function TranslationsView({ view }: SectionViewProps<'translations'>) {
  switch (view.name) {
    case 'grid':
      return <TranslationGrid {...view.payload} />;
  }
}

type Grid = TranslationsViewPayloads['grid'];

const STATE_LABELS = {
  Translated: 'translations.state.Translated',
  MarkedForTranslation: 'translations.state.MarkedForTranslation',
  InProgress: 'translations.state.InProgress',
} as const;

function TranslationGrid({ rows, languages, filter, apiBase }: Grid) {
  const { t } = useTranslation();
  return (
    <section className="translations" aria-labelledby="translations-heading">
      <h1 id="translations-heading">{t('translations.title')}</h1>
      <form className="translations-filter" method="get">
        <label htmlFor="translations-state">{t('translations.filterState')}</label>
        <Select id="translations-state" name="state" defaultValue={filter.state}>
          <option value="">{t('translations.all')}</option>
          <option value="not-started">{t('translations.notStarted')}</option>
          {TRANSLATION_STATE_NAMES.map((state) => (
            <option key={state} value={state}>
              {t(STATE_LABELS[state])}
            </option>
          ))}
        </Select>
        <label htmlFor="translations-language">{t('translations.filterLanguage')}</label>
        <Select id="translations-language" name="language" defaultValue={filter.language}>
          <option value="">{t('translations.all')}</option>
          {languages.map((language) => (
            <option key={language} value={language}>
              {language}
            </option>
          ))}
        </Select>
        <Button type="submit" variant="secondary">
          {t('translations.applyFilter')}
        </Button>
      </form>
      <DataTable
        label={t('translations.caption')}
        caption={t('translations.caption')}
        className="translations-table"
        columns={[
          { key: 'page', label: t('translations.page') },
          { key: 'overall', label: t('translations.overall') },
          ...languages.map((language) => ({ key: `language-${language}`, label: language })),
          { key: 'actions', label: t('translations.actions') },
        ]}
        rows={rows}
        renderRow={(row) => <GridRow key={row.pageId} row={row} languages={languages} apiBase={apiBase} />}
        empty={<EmptyState title={t('translations.empty')} />}
      />
    </section>
  );
}

function GridRow({ row, languages, apiBase }: { row: TranslationGridRow; languages: string[]; apiBase: string }) {
  const { t } = useTranslation();
  const [cells, setCells] = useState(row.cells);
  const [overall, setOverall] = useState(row.overall);
  const [busy, setBusy] = useState<'start' | 'reset' | null>(null);
  const [message, setMessage] = useState('');
  const [imported, setImported] = useState<TranslationImportResponseDto | null>(null);

  const change = async (action: 'start' | 'reset') => {
    setBusy(action);
    setMessage('');
    setImported(null);
    try {
      const response = await fetch(`${apiBase}/${action}/${encodeURIComponent(row.pageId)}`);
      const body = (await response.json()) as TranslationChangeResponseDto & { message?: string };
      if (!response.ok) throw new Error(body.message ?? String(response.status));
      const byLanguage = new Map(body.targetLanguages.map((entry) => [entry.language, entry]));
      // A reset forgets what was translated: every word is to translate again.
      const next = cells.map((cell) => ({
        ...cell,
        entry: byLanguage.get(cell.language) ?? null,
        outdated: false,
        wordsToTranslate: action === 'reset' ? row.sourceWords : cell.wordsToTranslate,
      }));
      setCells(next);
      const states = next.flatMap((c) => (c.entry ? [c.entry.translationState] : []));
      setOverall(overallState(states));
      setMessage(t('translations.done'));
    } catch (error) {
      setMessage(t('translations.failed', { message: (error as Error).message }));
    } finally {
      setBusy(null);
    }
  };

  return (
    <tr data-page-id={row.pageId}>
      <th scope="row">
        {row.href ? <a href={row.href}>{row.title}</a> : row.title}{' '}
        <span className="translations-source">({row.sourceLanguage})</span>
      </th>
      <td className="translations-overall">{overall ? t(STATE_LABELS[overall]) : t('translations.notStarted')}</td>
      {languages.map((language) => {
        const cell = cells.find((c) => c.language === language);
        return (
          <td key={language} data-language={language}>
            {cell && <Cell cell={cell} pageId={row.pageId} apiBase={apiBase} />}
          </td>
        );
      })}
      <td className="translations-actions">
        <Button variant="secondary" loading={busy === 'start'} onClick={() => void change('start')}>
          {t('translations.start')}
        </Button>
        <Button variant="secondary" loading={busy === 'reset'} onClick={() => void change('reset')}>
          {t('translations.reset')}
        </Button>
        <ImportForm
          pageId={row.pageId}
          apiBase={apiBase}
          onMessage={(text) => {
            setImported(null);
            setMessage(text);
          }}
          onImported={(result) => {
            // The cell shows what a reload would: the language translated, with a draft to publish.
            const next = cells.map((cell) =>
              cell.language === result.language
                ? {
                    ...cell,
                    entry: result,
                    outdated: false,
                    hasDraft: true,
                    wordsToTranslate: result.units.wordsToTranslate,
                  }
                : cell,
            );
            setCells(next);
            setOverall(overallState(next.flatMap((c) => (c.entry ? [c.entry.translationState] : []))));
            setMessage('');
            setImported(result);
          }}
        />
        <p className="translations-message" role="status">
          {message}
        </p>
        {imported && (
          <FlashMessage
            key={imported.importedAt}
            type="success"
            title={t('translations.importedTitle')}
            text={[
              t('translations.imported', { imported: imported.units.imported, language: imported.language }),
              imported.units.skipped > 0 ? t('translations.importSkipped', { skipped: imported.units.skipped }) : '',
              imported.units.untranslated.length > 0
                ? t('translations.importUntranslated', {
                    count: imported.units.untranslated.length,
                    ids: imported.units.untranslated.join(', '),
                  })
                : '',
            ]
              .join(' ')
              .trim()}
            onHide={() => setImported(null)}
          />
        )}
      </td>
    </tr>
  );
}

function Cell({ cell, pageId, apiBase }: { cell: TranslationGridCell; pageId: string; apiBase: string }) {
  const { t } = useTranslation();
  const state = cell.entry?.translationState;
  const exportUrl = `${apiBase}/export/${encodeURIComponent(pageId)}/${cell.language}`;
  const publish = async () => {
    await fetch(`${apiBase}/publish/${encodeURIComponent(pageId)}/${cell.language}`, { method: 'POST' });
    window.location.reload();
  };
  return (
    <div className="translations-cell">
      <span className={`translation-state translation-state-${state ?? 'none'}`}>
        {state ? t(STATE_LABELS[state]) : t('translations.notStarted')}
      </span>
      {cell.outdated && <span className="translation-outdated"> ({t('translations.outdated')})</span>}
      <span className="translation-words" data-words={cell.wordsToTranslate}>
        {t('translations.wordsToTranslate', { count: cell.wordsToTranslate })}
      </span>
      <a href={exportUrl} download>
        {t('translations.export', { language: cell.language })}
      </a>
      <a href={`${exportUrl}?version=1.2`} download>
        {t('translations.export12', { language: cell.language })}
      </a>
      {cell.entry?.importedAt && cell.wordsToTranslate > 0 && (
        <a href={`${exportUrl}?delta=true`} download>
          {t('translations.exportChanges', { language: cell.language })}
        </a>
      )}
      {cell.hasDraft && state === 'Translated' && (
        <button type="button" className="link-button" onClick={() => void publish()}>
          {t('translations.publish', { language: cell.language })}
        </button>
      )}
    </div>
  );
}

function ImportForm({
  pageId,
  apiBase,
  onMessage,
  onImported,
}: {
  pageId: string;
  apiBase: string;
  onMessage: (message: string) => void;
  onImported: (result: TranslationImportResponseDto) => void;
}) {
  const { t } = useTranslation();
  const inputId = `import-${pageId}`;
  const submit = async (form: HTMLFormElement) => {
    const file = (form.elements.namedItem('xliff') as HTMLInputElement).files?.[0];
    if (!file) return;
    const response = await fetch(`${apiBase}/import/${encodeURIComponent(pageId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/xliff+xml' },
      body: await file.text(),
    });
    if (response.ok) {
      form.reset();
      return onImported((await response.json()) as TranslationImportResponseDto);
    }
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    onMessage(t('translations.failed', { message: body.message ?? String(response.status) }));
  };
  return (
    <form
      className="translations-import"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      <label htmlFor={inputId}>{t('translations.importFile')}</label>
      <FileInput id={inputId} name="xliff" accept=".xlf,.xliff,application/xliff+xml,application/xml" />
      <Button type="submit" variant="secondary">
        {t('translations.import')}
      </Button>
    </form>
  );
}
