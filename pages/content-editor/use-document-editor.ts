import { useRef, useState } from 'react';
import { useTranslation } from '../../renderer/use-translation.js';
import type { Changes } from './ChangesDialog.js';
import { callApi } from './content-api.js';
import { useAutosave } from './use-autosave.js';

export type EditorStatus =
  | { kind: 'idle' | 'saving' | 'published' | 'unpublished' }
  | { kind: 'saved'; version: number }
  | { kind: 'error'; message: string }
  | { kind: 'conflict'; message: string };

/** An ISO time as a `datetime-local` value in the browser's time zone, and back. */
export const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

export interface DocumentEditorOptions<D, F> {
  /** The document's API URL (`/api/content/{kind}/{id}`). */
  url: string;
  initial: D;
  formOf: (document: D) => F;
  /** The PUT body of the form (the whole language version: PUT replaces the draft). */
  bodyOf: (form: F) => unknown;
}

/**
 * What every kind's edit form shares: the form state, autosave with If-Match (a 412 stops it and says who saved),
 * publish/unpublish/restore after saving first, compare on conflict, and deletion. The kind's form only lays out
 * its fields and turns them into a write body.
 */
export function useDocumentEditor<D extends { version: number }, F>({
  url,
  initial,
  formOf,
  bodyOf,
}: DocumentEditorOptions<D, F>) {
  const { t } = useTranslation();
  const [document, setDocument] = useState(initial);
  const [form, setForm] = useState(() => formOf(initial));
  /** Remounts the fields (the rich-text editors keep their own state) when the form is replaced by a restore. */
  const [formKey, setFormKey] = useState(0);
  const [status, setStatus] = useState<EditorStatus>({ kind: 'idle' });
  const [previewKey, setPreviewKey] = useState(0);
  const [changes, setChanges] = useState<Changes | undefined>(undefined);
  const version = useRef(initial.version);
  /** The form as the next save sends it (set with the state, so a save never sends an older form). */
  const formRef = useRef(form);
  const failed = (answer: { status: number; message: string }): EditorStatus =>
    answer.status === 412
      ? { kind: 'conflict', message: answer.message }
      : { kind: 'error', message: answer.message || t('contentEditor.failed') };

  const accept = (next: D | undefined, nextVersion: number | undefined) => {
    if (!next) return;
    version.current = nextVersion ?? next.version;
    setDocument(next);
    setPreviewKey((k) => k + 1);
  };

  const save = async () => {
    setStatus({ kind: 'saving' });
    const answer = await callApi<D>(url, { method: 'PUT', version: version.current, body: bodyOf(formRef.current) });
    if (answer.ok) {
      accept(answer.body, answer.version);
      setStatus({ kind: 'saved', version: answer.version ?? answer.body?.version ?? 0 });
    } else setStatus(failed(answer));
  };
  const autosave = useAutosave(save);

  const replaceForm = (next: F) => {
    formRef.current = next;
    setForm(next);
  };
  const change = (patch: Partial<F>) => {
    replaceForm({ ...formRef.current, ...patch });
    // A conflict stops autosaving until the editor reloads: the next save would be refused again.
    if (status.kind === 'conflict') return;
    // "Draft saved" no longer holds once the form changes; the next save says so again.
    if (status.kind !== 'idle') setStatus({ kind: 'idle' });
    autosave.schedule();
  };

  /** A write beside the draft (publish, unpublish, restore): the draft is saved first, then the action. */
  const act = async (path: string, body: unknown, done: 'published' | 'unpublished' | 'saved') => {
    await autosave.flush();
    const answer = await callApi<D>(`${url}${path}`, { method: 'POST', version: version.current, body });
    if (answer.ok) {
      accept(answer.body, answer.version);
      setStatus(done === 'saved' ? { kind: 'saved', version: answer.version ?? 0 } : { kind: done });
      return answer.body;
    }
    setStatus(failed(answer));
    return undefined;
  };

  const restore = async (revision: number) => {
    autosave.discard();
    const restored = await act(`/revisions/${revision}/restore`, undefined, 'saved');
    if (restored) {
      replaceForm(formOf(restored));
      setFormKey((k) => k + 1);
    }
  };

  const compareWithLatest = async () => {
    const latest = await callApi<D>(url);
    if (!latest.body) return;
    const from = version.current;
    const to = latest.version ?? latest.body.version;
    const answer = await callApi<Changes['items']>(`${url}/revisions/compare?from=${from}&to=${to}`);
    setChanges({ from, to, items: answer.body ?? [] });
  };

  /** Deletes (after saving); '' when done (the caller leaves), else the message to show. */
  const remove = async (redirectTo: string) => {
    await autosave.flush();
    const query = redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : '';
    const answer = await callApi(`${url}${query}`, { method: 'DELETE', version: version.current });
    return answer.ok ? '' : answer.message || t('contentEditor.failed');
  };

  return {
    document,
    form,
    formKey,
    change,
    status,
    previewKey,
    changes,
    setChanges,
    autosave,
    act,
    restore,
    compareWithLatest,
    remove,
  };
}

export type DocumentEditor<D extends { version: number }, F> = ReturnType<typeof useDocumentEditor<D, F>>;
