import type { RevisionChange } from '../../modules/content-authoring/page-document.contract.js';
import { Button } from '../../renderer/components/Button.js';
import { Dialog } from '../../renderer/components/Dialog.js';
import { useTranslation } from '../../renderer/use-translation.js';

export interface Changes {
  from: number;
  to: number;
  items: RevisionChange[];
}

const shown = (value: unknown) =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** Two revisions compared field by field (the revisions compare route). */
export function ChangesDialog({ changes, onClose }: { changes: Changes; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      title={t('contentEditor.compare.title', { from: changes.from, to: changes.to })}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('dialog.close')}</Button>}
    >
      {changes.items.length === 0 ? (
        <p>{t('contentEditor.compare.none')}</p>
      ) : (
        <div className="content-editor-changes">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('contentEditor.compare.field')}</th>
                <th scope="col">{t('contentEditor.compare.from', { revision: changes.from })}</th>
                <th scope="col">{t('contentEditor.compare.to', { revision: changes.to })}</th>
              </tr>
            </thead>
            <tbody>
              {changes.items.map((change) => (
                <tr key={change.field}>
                  <th scope="row">{change.field}</th>
                  <td>{shown(change.from)}</td>
                  <td>{shown(change.to)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Dialog>
  );
}
