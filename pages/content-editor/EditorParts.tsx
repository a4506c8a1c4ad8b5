import { type ReactNode, useState } from 'react';
import { Alert } from '../../renderer/components/Alert.js';
import { Button } from '../../renderer/components/Button.js';
import { Field, TextInput } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { ChangesDialog } from './ChangesDialog.js';
import { DeleteDialog } from './DeleteDialog.js';
import { RevisionsPanel } from './RevisionsPanel.js';
import type { DocumentEditor, EditorStatus } from './use-document-editor.js';

// The pieces every kind's edit form shares around its own fields (docs/editors.md "The content editor").

type AnyEditor = DocumentEditor<{ version: number }, { publishAt: string; unpublishAt: string }>;

function useStatusText(status: EditorStatus): string {
  const { t } = useTranslation();
  switch (status.kind) {
    case 'idle':
    case 'conflict':
      return '';
    case 'saving':
      return t('contentEditor.status.saving');
    case 'saved':
      return t('contentEditor.status.saved', { version: status.version });
    case 'published':
      return t('contentEditor.status.published');
    case 'unpublished':
      return t('contentEditor.status.unpublished');
    case 'error':
      return t('contentEditor.status.error', { message: status.message });
  }
}

/** The heading, the way back, the save status (announced) and, after a 412, what to do about it. */
export function EditorHeader({ title, basePath, editor }: { title: string; basePath: string; editor: AnyEditor }) {
  const { t } = useTranslation();
  const statusText = useStatusText(editor.status);
  return (
    <>
      <div className="content-editor-bar">
        <h1 id="content-edit-heading">{title}</h1>
        <p>
          <a href={basePath}>{t('contentEditor.backToList')}</a>
        </p>
        <p className="content-editor-status" role="status" aria-live="polite">
          {statusText}
        </p>
      </div>
      {editor.status.kind === 'conflict' && (
        <Alert type="warning" title={t('contentEditor.conflict.title')}>
          <p>{editor.status.message}</p>
          <div className="content-editor-row">
            <Button onClick={() => window.location.reload()}>{t('contentEditor.conflict.reload')}</Button>
            <Button variant="secondary" onClick={() => void editor.compareWithLatest()}>
              {t('contentEditor.conflict.compare')}
            </Button>
          </div>
        </Alert>
      )}
    </>
  );
}

/** Publish and unpublish the language version now, or at set times (saved with the draft). */
export function PublishingFieldset({
  editor,
  language,
  published,
}: {
  editor: AnyEditor;
  language: string;
  published: boolean;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="content-editor-group content-editor-publishing">
      <legend>{t('contentEditor.publishing')}</legend>
      <div className="content-editor-row">
        <Button onClick={() => void editor.act('/publish', { languages: [language] }, 'published')}>
          {t('contentEditor.publish')}
        </Button>
        <Button
          variant="secondary"
          disabled={!published}
          onClick={() => void editor.act('/unpublish', { languages: [language] }, 'unpublished')}
        >
          {t('contentEditor.unpublish')}
        </Button>
      </div>
      <Field id="edit-publish-at" label={t('contentEditor.publishAt')}>
        {(control) => (
          <TextInput
            {...control}
            type="datetime-local"
            value={editor.form.publishAt}
            onChange={(e) => editor.change({ publishAt: e.target.value })}
          />
        )}
      </Field>
      <Field id="edit-unpublish-at" label={t('contentEditor.unpublishAt')}>
        {(control) => (
          <TextInput
            {...control}
            type="datetime-local"
            value={editor.form.unpublishAt}
            onChange={(e) => editor.change({ unpublishAt: e.target.value })}
          />
        )}
      </Field>
    </fieldset>
  );
}

/** The edit form element: its own submit (Save draft, Enter in a field) saves now. */
export function EditorForm({ editor, children }: { editor: AnyEditor; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <form
      key={editor.formKey}
      className="content-editor-form"
      aria-label={t('contentEditor.form')}
      onSubmit={(event) => {
        event.preventDefault();
        // Only its own submit, not one from a dialog's form.
        if (event.target !== event.currentTarget) return;
        editor.autosave.schedule();
        void editor.autosave.flush();
      }}
    >
      {children}
    </form>
  );
}

/** The save button and the delete button with its dialog (`withRedirect`: the document has a public URL). */
export function SaveAndDelete({
  editor,
  basePath,
  deleteLabel,
  deleteTitle,
  withRedirect,
}: {
  editor: AnyEditor;
  basePath: string;
  deleteLabel: string;
  /** The confirmation's title (default: the page's). */
  deleteTitle?: string;
  withRedirect: boolean;
}) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  return (
    <>
      <Button type="submit" variant="secondary" loading={editor.status.kind === 'saving'}>
        {t('contentEditor.saveDraft')}
      </Button>
      <Button variant="secondary" className="content-editor-delete" onClick={() => setDeleting(true)}>
        {deleteLabel}
      </Button>
      {deleting && (
        <DeleteDialog
          withRedirect={withRedirect}
          title={deleteTitle}
          onClose={() => setDeleting(false)}
          onDelete={async (redirectTo) => {
            const message = await editor.remove(redirectTo);
            if (!message) window.location.assign(basePath);
            return message;
          }}
        />
      )}
    </>
  );
}

/** The revisions below the form, and the comparison dialog (from the panel or a conflict). */
export function EditorHistory({ editor, url }: { editor: AnyEditor; url: string }) {
  return (
    <>
      <RevisionsPanel
        url={url}
        version={editor.document.version}
        onRestore={(revision) => void editor.restore(revision)}
        onCompare={editor.setChanges}
      />
      {editor.changes && <ChangesDialog changes={editor.changes} onClose={() => editor.setChanges(undefined)} />}
    </>
  );
}

/** The draft preview beside the form; a kind without a public page says where it shows instead. */
export function PreviewPane({
  src,
  title,
  note,
  reloadKey,
}: {
  src: string | null;
  title: string;
  note: string;
  /** Changes after every save: the frame reloads. */
  reloadKey: number;
}) {
  const { t } = useTranslation();
  return (
    <aside className="content-editor-preview" aria-label={t('contentEditor.preview')}>
      <h2>{t('contentEditor.preview')}</h2>
      {src ? <iframe key={reloadKey} src={src} title={t('contentEditor.previewFrame', { title })} /> : <p>{note}</p>}
    </aside>
  );
}
