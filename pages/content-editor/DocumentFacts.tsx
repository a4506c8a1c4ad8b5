import { Field, Select } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { STAGE_LABELS } from './ContentList.js';

/** Site, stage (with the public path once published) and the last change of the language version edited. */
export function DocumentFacts({
  site,
  state,
  document,
}: {
  site: string;
  state: { draft: unknown; published: unknown; path: string | null } | undefined;
  document: { updatedBy: string; version: number };
}) {
  const { t } = useTranslation();
  const stage = state?.published ? (state.draft ? 'changed' : 'published') : 'draft';
  return (
    <dl className="content-editor-facts">
      <dt>{t('contentEditor.site')}</dt>
      <dd>{site}</dd>
      <dt>{t('contentEditor.stage')}</dt>
      <dd>
        {t(STAGE_LABELS[stage])}
        {state?.path && (
          <>
            {' '}
            <a href={state.path}>{state.path}</a>
          </>
        )}
      </dd>
      <dt>{t('contentEditor.changed')}</dt>
      <dd>
        {document.updatedBy
          ? t('contentEditor.changedBy', { name: document.updatedBy, version: document.version })
          : t('contentEditor.version', { version: document.version })}
      </dd>
    </dl>
  );
}

/** The language version to edit: the draft is saved before the form reloads in the other language. */
export function LanguageSwitch({
  language,
  languages,
  flush,
}: {
  language: string;
  languages: readonly string[];
  flush: () => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <Field id="edit-language" label={t('contentEditor.language')} hint={t('contentEditor.languageHint')}>
      {(control) => (
        <Select
          {...control}
          value={language}
          onChange={(e) => {
            const next = e.target.value;
            void flush().then(() => window.location.assign(`?language=${next}`));
          }}
        >
          {languages.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
