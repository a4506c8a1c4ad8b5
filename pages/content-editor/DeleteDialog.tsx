import { useState } from 'react';
import { Alert } from '../../renderer/components/Alert.js';
import { Button } from '../../renderer/components/Button.js';
import { Dialog } from '../../renderer/components/Dialog.js';
import { Field, TextInput } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';

export interface DeleteDialogProps {
  onClose: () => void;
  /** Deletes; answers '' on success, else the message to show. */
  onDelete: (redirectTo: string) => Promise<string>;
  /** Whether to offer a redirect (false for a document without a URL of its own: a news item). */
  withRedirect?: boolean;
  /** The dialog's title (pages: "Delete this page?"). */
  title?: string;
}

/** Confirms a deletion; the published URLs then answer 410, or 301 to the path the editor names. */
export function DeleteDialog({ onClose, onDelete, withRedirect = true, title }: DeleteDialogProps) {
  const { t } = useTranslation();
  const [redirectTo, setRedirectTo] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const confirm = async () => {
    setBusy(true);
    const message = await onDelete(redirectTo.trim());
    setBusy(false);
    setError(message);
  };
  return (
    <Dialog
      role="alertdialog"
      title={title ?? t('contentEditor.deleteDialog.title')}
      description={t(withRedirect ? 'contentEditor.deleteDialog.text' : 'contentEditor.deleteDialog.textNoUrl')}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('contentEditor.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void confirm()}>
            {t('contentEditor.deleteDialog.confirm')}
          </Button>
        </>
      }
    >
      {withRedirect && (
        <Field
          id="delete-redirect"
          label={t('contentEditor.deleteDialog.redirect')}
          hint={t('contentEditor.deleteDialog.redirectHint')}
        >
          {(control) => (
            <TextInput
              {...control}
              maxLength={500}
              placeholder="/en/…"
              value={redirectTo}
              onChange={(e) => setRedirectTo(e.target.value)}
            />
          )}
        </Field>
      )}
      {error && <Alert type="error">{error}</Alert>}
    </Dialog>
  );
}
