import type { AuthoredDocument } from '../../modules/content-authoring/authored-document.contract.js';
import type { AuthoredEditPayload } from '../../modules/content-authoring/content-editor.contract.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { AuthoredFields } from './AuthoredFields.js';
import { type AuthoredForm, authoredBodyOf, authoredFormOf } from './authored-form.js';
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
import { ModuleList } from './ModuleList.js';
import { useDocumentEditor } from './use-document-editor.js';

/**
 * The edit form of a story's, media release's or news item's language version: the kind's fields (and modules
 * for stories and media releases), with the same autosave, preview, publishing, deletion and revisions as pages.
 */
export function AuthoredEditor({
  kind,
  document: initial,
  language,
  sites,
  categories,
  apiBase,
  imagesApi,
  basePath,
}: AuthoredEditPayload) {
  const { t } = useTranslation();
  const definition = CONTENT_KINDS[kind];
  const url = `${apiBase}/${encodeURIComponent(initial.id)}`;
  const editor = useDocumentEditor<AuthoredDocument, AuthoredForm>({
    url,
    initial,
    formOf: (document) => authoredFormOf(kind, document, language),
    bodyOf: (form) => authoredBodyOf(kind, form, language),
  });
  const { document, form } = editor;
  const languageState = document.languages.find((l) => l.language === language);
  // Stories, media releases and news items are the main site's (docs/content-authoring.md).
  const main = sites.find((s) => s.id === 'main');
  const preview = definition.previewHref(document, language, form.slug);

  return (
    <section className="content-editor content-editor-edit" aria-labelledby="content-edit-heading">
      <EditorHeader title={form.title || document.id} basePath={basePath} editor={editor} />
      <div className="content-editor-columns">
        <EditorForm editor={editor}>
          <DocumentFacts site={main?.name ?? 'main'} state={languageState} document={document} />
          <LanguageSwitch language={language} languages={main?.languages ?? [language]} flush={editor.autosave.flush} />
          <AuthoredFields
            kind={kind}
            form={form}
            change={editor.change}
            categories={categories}
            language={language}
            imagesApi={imagesApi}
          />
          {definition.modules && (
            <ModuleList
              modules={form.modules}
              onChange={(modules) => editor.change({ modules })}
              declarations={definition.modules}
              language={language}
              imagesApi={imagesApi}
            />
          )}
          <PublishingFieldset editor={editor} language={language} published={Boolean(languageState?.published)} />
          <SaveAndDelete
            editor={editor}
            basePath={basePath}
            deleteLabel={t('contentEditor.deleteDocument')}
            deleteTitle={t('contentEditor.deleteDialog.titleDocument')}
            withRedirect={definition.slug}
          />
        </EditorForm>
        <PreviewPane
          src={preview && versioned(preview, document.version)}
          title={form.title}
          note={t('contentEditor.noPreview')}
          reloadKey={editor.previewKey}
        />
      </div>
      <EditorHistory editor={editor} url={url} />
    </section>
  );
}
