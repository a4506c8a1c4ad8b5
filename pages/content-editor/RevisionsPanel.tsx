import { useEffect, useState } from 'react';
import type { RevisionChange, RevisionSummary } from '../../modules/content-authoring/page-document.contract.js';
import { Button } from '../../renderer/components/Button.js';
import { Select } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import type { Changes } from './ChangesDialog.js';
import { callApi } from './content-api.js';

export interface RevisionsPanelProps {
  /** The document's API URL. */
  url: string;
  /** The current version: the list reloads when it changes while open. */
  version: number;
  onRestore: (revision: number) => void;
  onCompare: (changes: Changes) => void;
}

/** Every save of the document (when, who, what), any two compared, and one restored as the new draft. */
export function RevisionsPanel({ url, version, onRestore, onCompare }: RevisionsPanelProps) {
  const { t } = useTranslation();
  const [revisions, setRevisions] = useState<RevisionSummary[] | undefined>(undefined);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');

  const show = (list: RevisionSummary[]) => {
    setRevisions(list);
    setFrom(String(list[1]?.revision ?? list[0]?.revision ?? ''));
    setTo(String(list[0]?.revision ?? ''));
  };
  const load = () => callApi<RevisionSummary[]>(`${url}/revisions`).then((answer) => answer.body ?? []);

  // An open list follows the document: every save, publish or restore is a new revision.
  const open = revisions !== undefined;
  useEffect(() => {
    if (!open) return undefined;
    let current = true;
    void load().then((list) => {
      if (current) show(list);
    });
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload on a new version only
  }, [version]);

  const compare = async () => {
    const answer = await callApi<RevisionChange[]>(`${url}/revisions/compare?from=${from}&to=${to}`);
    onCompare({ from: Number(from), to: Number(to), items: answer.body ?? [] });
  };

  return (
    <section className="content-editor-revisions" aria-labelledby="content-revisions-heading">
      <h2 id="content-revisions-heading">{t('contentEditor.revisions')}</h2>
      {revisions === undefined ? (
        <Button variant="secondary" onClick={() => void load().then(show)}>
          {t('contentEditor.revisions.show')}
        </Button>
      ) : (
        <>
          <table className="content-editor-table">
            <thead>
              <tr>
                <th scope="col">{t('contentEditor.revisions.number')}</th>
                <th scope="col">{t('contentEditor.revisions.action')}</th>
                <th scope="col">{t('contentEditor.revisions.author')}</th>
                <th scope="col">{t('contentEditor.revisions.time')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('contentEditor.revisions.restore')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {revisions.map((revision) => (
                <tr key={revision.revision} data-revision={revision.revision}>
                  <td>{revision.revision}</td>
                  <td>{revision.action}</td>
                  <td>{revision.author}</td>
                  <td>
                    <time dateTime={revision.createdAt}>{revision.createdAt.slice(0, 16).replace('T', ' ')}</time>
                  </td>
                  <td>
                    <Button
                      variant="secondary"
                      aria-label={t('contentEditor.revisions.restoreOne', { revision: revision.revision })}
                      onClick={() => onRestore(revision.revision)}
                    >
                      {t('contentEditor.revisions.restore')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="content-editor-row">
            <label htmlFor="revisions-from">{t('contentEditor.revisions.from')}</label>
            <Select id="revisions-from" value={from} onChange={(e) => setFrom(e.target.value)}>
              {revisions.map((r) => (
                <option key={r.revision} value={r.revision}>
                  {r.revision}
                </option>
              ))}
            </Select>
            <label htmlFor="revisions-to">{t('contentEditor.revisions.to')}</label>
            <Select id="revisions-to" value={to} onChange={(e) => setTo(e.target.value)}>
              {revisions.map((r) => (
                <option key={r.revision} value={r.revision}>
                  {r.revision}
                </option>
              ))}
            </Select>
            <Button variant="secondary" onClick={() => void compare()}>
              {t('contentEditor.revisions.compare')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
