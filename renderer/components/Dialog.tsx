import { type ReactNode, useCallback, useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '../use-translation.js';
import { Icon } from './Icon.js';
import { useFocusTrap } from './use-focus-trap.js';

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
 * Issue 26 item 4: a modal dialog that traps focus, closes on Escape and returns focus to its opener (STYLE:
 * dialogs trap focus and return it). Render it while open.
 */
export function Dialog({ title, onClose, role = 'dialog', description, actions, closeButton, children }: DialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  // The trap's effect must not restart (and move the focus) when the caller passes a new onClose each render.
  const latestOnClose = useRef(onClose);
  useLayoutEffect(() => {
    latestOnClose.current = onClose;
  });
  const close = useCallback(() => latestOnClose.current(), []);
  useFocusTrap(ref, true, close);
  return (
    <div className="modal-backdrop" onClick={close}>
      <div
        ref={ref}
        className="modal ds-dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description ? `${id}-text` : undefined}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={`${id}-title`}>{title}</h2>
        {description && <p id={`${id}-text`}>{description}</p>}
        {children}
        {actions && <div className="ds-dialog-actions">{actions}</div>}
        {closeButton && (
          <button type="button" className="modal-close" onClick={close}>
            <Icon name="Close" size={16} label={t('dialog.close')} />
          </button>
        )}
      </div>
    </div>
  );
}
