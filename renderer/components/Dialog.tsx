import { type ReactNode, useId } from 'react';
import { useTranslation } from '../use-translation.js';
import { Icon } from './Icon.js';
import { ModalShell } from './ModalShell.js';

export interface DialogProps {
  title: ReactNode;
  /** Escape, the backdrop and the close button call it; the opener gets the focus back. */
  onClose: () => void;
  /** `alertdialog` for a confirmation that interrupts (its text is its description). */
  role?: 'dialog' | 'alertdialog';
  /** The dialog's text, linked as its description. */
  description?: ReactNode;
  /** The buttons at the bottom, e.g. Cancel and Confirm. */
  actions?: ReactNode;
  /** A close button in the corner (dialogs without an explicit Cancel). */
  closeButton?: boolean;
  children?: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>` (ModalShell): focus inside and kept there, Escape and the backdrop close
 * it, the opener gets the focus back (STYLE: dialogs trap focus and return it). Render it while open.
 */
export function Dialog({ title, onClose, role = 'dialog', description, actions, closeButton, children }: DialogProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <ModalShell
      onClose={onClose}
      className="modal ds-dialog"
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-text` : undefined}
    >
      <h2 id={`${id}-title`}>{title}</h2>
      {description && <p id={`${id}-text`}>{description}</p>}
      {children}
      {actions && <div className="ds-dialog-actions">{actions}</div>}
      {closeButton && (
        <button type="button" className="modal-close" onClick={onClose}>
          <Icon name="Close" size={16} label={t('dialog.close')} />
        </button>
      )}
    </ModalShell>
  );
}
