import { type FormEvent, useState } from 'react';
import type { NavigationItemDocument } from '../../modules/content-authoring/navigation-item-document.contract.js';
import { Alert } from '../../renderer/components/Alert.js';
import { Button } from '../../renderer/components/Button.js';
import { Dialog } from '../../renderer/components/Dialog.js';
import { Checkbox, Field, Radio, Select, TextInput } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';

/** The form's values: one language's texts and the item's settings (the same in every language). */
export interface ItemFormValues {
  title: string;
  linkKind: 'url' | 'page';
  url: string;
  pageId: string;
  target: '_self' | '_blank';
  hidden: boolean;
  /** Comma-separated ISO codes as typed (`CH, AT`). */
  countries: string;
  breadcrumbOverride: string;
  parentId: string;
}

export const EMPTY_ITEM: ItemFormValues = {
  title: '',
  linkKind: 'url',
  url: '',
  pageId: '',
  target: '_self',
  hidden: false,
  countries: '',
  breadcrumbOverride: '',
  parentId: '',
};

/** The form's values of an item in a language (its draft's texts, else the published ones). */
export function valuesOf(document: NavigationItemDocument, language: string): ItemFormValues {
  const state = document.languages.find((l) => l.language === language);
  const texts = state?.draft ?? state?.published;
  return {
    title: texts?.title ?? '',
    linkKind: document.pageId ? 'page' : 'url',
    url: document.url ?? '',
    pageId: document.pageId ?? '',
    target: document.target,
    hidden: document.hidden,
    countries: document.countries.join(', '),
    breadcrumbOverride: texts?.breadcrumbOverride ?? '',
    parentId: document.parentId ?? '',
  };
}

/** The API body of the form's values (the texts go with `language`); `parentId` is the caller's business. */
export function bodyOf(values: ItemFormValues, language: string): Record<string, unknown> {
  return {
    language,
    title: values.title.trim(),
    breadcrumbOverride: values.breadcrumbOverride.trim() || null,
    url: values.linkKind === 'url' ? values.url.trim() || null : null,
    pageId: values.linkKind === 'page' ? values.pageId.trim() || null : null,
    target: values.target,
    hidden: values.hidden,
    countries: values.countries
      .split(/[\s,;]+/)
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
  };
}

export interface ItemDialogProps {
  title: string;
  initial: ItemFormValues;
  /** The parents a new item may go under (create only): id and title, indented by depth. */
  parents?: Array<{ id: string; label: string }>;
  submitLabel: string;
  onClose: () => void;
  /** Saves; answers '' on success (the caller closes the dialog), else the message to show; `stale` after a 412. */
  onSubmit: (values: ItemFormValues) => Promise<{ message: string; stale?: boolean }>;
  /** After a 412: reloads the item into the form (the message named who saved). */
  onReload?: () => Promise<ItemFormValues | undefined>;
}

/** Create or edit one navigation item: title, link (URL or page), target, hidden, countries, breadcrumb. */
export function NavigationItemDialog(props: ItemDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(props.initial);
  const [error, setError] = useState('');
  const [stale, setStale] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof ItemFormValues>(key: K, value: ItemFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    setBusy(true);
    setError('');
    const answer = await props.onSubmit(values);
    setBusy(false);
    setError(answer.message);
    setStale(answer.stale === true);
  };
  const reload = async () => {
    const fresh = await props.onReload?.();
    if (fresh) {
      setValues(fresh);
      setError('');
      setStale(false);
    }
  };

  return (
    <Dialog
      title={props.title}
      onClose={props.onClose}
      actions={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t('contentEditor.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void submit()}>
            {props.submitLabel}
          </Button>
        </>
      }
    >
      <form className="navigation-editor-form" onSubmit={(event) => void submit(event)}>
        {props.parents && (
          <Field id="nav-item-parent" label={t('navigationEditor.field.parent')}>
            {(control) => (
              <Select {...control} value={values.parentId} onChange={(e) => set('parentId', e.target.value)}>
                <option value="">{t('navigationEditor.firstLevel')}</option>
                {props.parents!.map((parent) => (
                  <option key={parent.id} value={parent.id}>
                    {parent.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        )}
        <Field id="nav-item-title" label={t('contentEditor.field.title')}>
          {(control) => (
            <TextInput
              {...control}
              required
              maxLength={300}
              value={values.title}
              onChange={(e) => set('title', e.target.value)}
            />
          )}
        </Field>
        <fieldset className="navigation-editor-link">
          <legend>{t('navigationEditor.field.link')}</legend>
          <Radio
            name="nav-item-link-kind"
            label={t('navigationEditor.link.url')}
            checked={values.linkKind === 'url'}
            onChange={() => set('linkKind', 'url')}
          />
          <Radio
            name="nav-item-link-kind"
            label={t('navigationEditor.link.page')}
            checked={values.linkKind === 'page'}
            onChange={() => set('linkKind', 'page')}
          />
        </fieldset>
        {values.linkKind === 'url' ? (
          <Field id="nav-item-url" label={t('navigationEditor.field.url')} hint={t('navigationEditor.urlHint')}>
            {(control) => (
              <TextInput
                {...control}
                maxLength={2000}
                placeholder="/en/…"
                value={values.url}
                onChange={(e) => set('url', e.target.value)}
              />
            )}
          </Field>
        ) : (
          <Field id="nav-item-page" label={t('navigationEditor.field.pageId')} hint={t('navigationEditor.pageIdHint')}>
            {(control) => (
              <TextInput
                {...control}
                maxLength={120}
                value={values.pageId}
                onChange={(e) => set('pageId', e.target.value)}
              />
            )}
          </Field>
        )}
        <Field id="nav-item-target" label={t('navigationEditor.field.target')}>
          {(control) => (
            <Select
              {...control}
              value={values.target}
              onChange={(e) => set('target', e.target.value === '_blank' ? '_blank' : '_self')}
            >
              <option value="_self">{t('navigationEditor.target.self')}</option>
              <option value="_blank">{t('navigationEditor.target.blank')}</option>
            </Select>
          )}
        </Field>
        <Checkbox
          label={t('navigationEditor.field.hidden')}
          checked={values.hidden}
          onChange={(e) => set('hidden', e.target.checked)}
        />
        <Field
          id="nav-item-countries"
          label={t('navigationEditor.field.countries')}
          hint={t('navigationEditor.countriesHint')}
        >
          {(control) => (
            <TextInput
              {...control}
              maxLength={1000}
              placeholder="CH, AT"
              value={values.countries}
              onChange={(e) => set('countries', e.target.value)}
            />
          )}
        </Field>
        <Field
          id="nav-item-breadcrumb"
          label={t('navigationEditor.field.breadcrumb')}
          hint={t('navigationEditor.breadcrumbHint')}
        >
          {(control) => (
            <TextInput
              {...control}
              maxLength={300}
              value={values.breadcrumbOverride}
              onChange={(e) => set('breadcrumbOverride', e.target.value)}
            />
          )}
        </Field>
        {/* Enter in a field saves, as the dialog's button does. */}
        <button type="submit" hidden tabIndex={-1} />
      </form>
      {error && (
        <Alert type="error">
          {error}
          {stale && props.onReload && (
            <>
              {' '}
              <Button variant="secondary" onClick={() => void reload()}>
                {t('navigationEditor.reload')}
              </Button>
            </>
          )}
        </Alert>
      )}
    </Dialog>
  );
}
