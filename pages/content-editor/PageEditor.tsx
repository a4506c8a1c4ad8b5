import type { PageEditPayload } from '../../modules/content-authoring/content-editor.contract.js';
import type { PageDocument, PageLanguageFields } from '../../modules/content-authoring/page-document.contract.js';
import { THEMES } from '../../modules/brands/themes.contract.js';
import { Field, Select, TextArea, TextInput } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { CONTENT_KINDS, versioned } from './content-kinds.js';
import { DocumentFacts, LanguageSwitch } from './DocumentFacts.js';
import {
  EditorForm,
  EditorHeader,
  EditorHistory,
  PreviewPane,
  PublishingFieldset,
  SaveAndDelete,
} from './EditorParts.js';
import { type KeyedModule, ModuleList, keyed } from './ModuleList.js';
import { fromLocalInput, toLocalInput, useDocumentEditor } from './use-document-editor.js';

interface FormState {
  title: string;
  slug: string;
  parentSlug: string;
  seoTitle: string;
  description: string;
  modules: KeyedModule[];
  theme: string;
  /** `datetime-local` values ('' = none). */
  publishAt: string;
  unpublishAt: string;
}

function formOf(document: PageDocument, language: string): FormState {
  const state = document.languages.find((l) => l.language === language);
  const fields: Partial<PageLanguageFields> = state?.draft ?? state?.published ?? {};
  return {
    title: fields.title ?? '',
    slug: fields.slug ?? '',
    parentSlug: fields.parentSlug ?? 'home',
    seoTitle: fields.seoTitle ?? '',
    description: fields.description ?? '',
    modules: (fields.modules ?? []).map((data) => keyed(data)),
    theme: document.theme,
    publishAt: toLocalInput(document.publishAt),
    unpublishAt: toLocalInput(document.unpublishAt),
  };
}

/**
 * The edit form of a page's language version: its texts and modules (generated from the module declarations),
 * saved as a draft automatically, with the live preview beside it, publishing, scheduling, deletion and revisions
 * (the shared parts: use-document-editor.ts, EditorParts.tsx).
 */
export function PageEditor({
  kind,
  document: initial,
  language,
  sites,
  apiBase,
  imagesApi,
  basePath,
}: PageEditPayload) {
  const { t } = useTranslation();
  const definition = CONTENT_KINDS[kind];
  const url = `${apiBase}/${encodeURIComponent(initial.id)}`;
  const editor = useDocumentEditor<PageDocument, FormState>({
    url,
    initial,
    formOf: (document) => formOf(document, language),
    bodyOf: (form) => ({
      language,
      title: form.title,
      slug: form.slug,
      parentSlug: form.parentSlug || 'home',
      seoTitle: form.seoTitle,
      description: form.description,
      modules: form.modules.map((m) => m.data),
      theme: form.theme,
      publishAt: fromLocalInput(form.publishAt),
      unpublishAt: fromLocalInput(form.unpublishAt),
    }),
  });
  const { document, form, change } = editor;
  const languageState = document.languages.find((l) => l.language === language);
  const siteLanguages = sites.find((s) => s.id === document.site)?.languages ?? [language];
  const preview = definition.previewHref(document, language, form.slug);

  return (
    <section className="content-editor content-editor-edit" aria-labelledby="content-edit-heading">
      <EditorHeader title={form.title || document.id} basePath={basePath} editor={editor} />
      <div className="content-editor-columns">
        <EditorForm editor={editor}>
          <DocumentFacts
            site={sites.find((s) => s.id === document.site)?.name ?? document.site}
            state={languageState}
            document={document}
          />
          <LanguageSwitch language={language} languages={siteLanguages} flush={editor.autosave.flush} />
          <Field id="edit-title" label={t('contentEditor.field.title')}>
            {(control) => (
              <TextInput
                {...control}
                required
                maxLength={300}
                value={form.title}
                onChange={(e) => change({ title: e.target.value })}
              />
            )}
          </Field>
          <Field id="edit-slug" label={t('contentEditor.field.slug')} hint={t('contentEditor.slugHint')}>
            {(control) => (
              <TextInput
                {...control}
                required
                maxLength={120}
                value={form.slug}
                onChange={(e) => change({ slug: e.target.value })}
              />
            )}
          </Field>
          <Field id="edit-parent" label={t('contentEditor.field.parent')}>
            {(control) => (
              <TextInput
                {...control}
                maxLength={120}
                value={form.parentSlug}
                onChange={(e) => change({ parentSlug: e.target.value })}
              />
            )}
          </Field>
          <Field
            id="edit-seo-title"
            label={t('contentEditor.field.seoTitle')}
            hint={t('contentEditor.field.seoTitleHint')}
          >
            {(control) => (
              <TextInput
                {...control}
                maxLength={120}
                value={form.seoTitle}
                onChange={(e) => change({ seoTitle: e.target.value })}
              />
            )}
          </Field>
          <Field id="edit-description" label={t('contentEditor.field.description')}>
            {(control) => (
              <TextArea
                {...control}
                rows={2}
                maxLength={500}
                value={form.description}
                onChange={(e) => change({ description: e.target.value })}
              />
            )}
          </Field>
          <Field id="edit-theme" label={t('contentEditor.field.theme')}>
            {(control) => (
              <Select {...control} value={form.theme} onChange={(e) => change({ theme: e.target.value })}>
                {THEMES.map((theme) => (
                  <option key={theme} value={theme}>
                    {theme}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <ModuleList
            modules={form.modules}
            onChange={(modules) => change({ modules })}
            declarations={definition.modules ?? {}}
            language={language}
            imagesApi={imagesApi}
          />
          <PublishingFieldset editor={editor} language={language} published={Boolean(languageState?.published)} />
          <SaveAndDelete editor={editor} basePath={basePath} deleteLabel={t('contentEditor.delete')} withRedirect />
        </EditorForm>
        <PreviewPane
          src={preview && versioned(preview, document.version)}
          title={form.title}
          note=""
          reloadKey={editor.previewKey}
        />
      </div>
      <EditorHistory editor={editor} url={url} />
    </section>
  );
}
