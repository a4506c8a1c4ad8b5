import { type HTMLAttributes, type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalShellProps extends Omit<HTMLAttributes<HTMLDialogElement>, 'onClose' | 'onCancel' | 'open'> {
  /** Escape, a click on the backdrop (unless `keepOnBackdropClick`) and the caller's close buttons call it. */
  onClose: () => void;
  /** A click beside the box does not close it (a dialog that must be answered). */
  keepOnBackdropClick?: boolean;
  /** The element to hold the dialog element (e.g. to move the focus back inside after a removal). */
  dialogRef?: RefObject<HTMLDialogElement | null>;
  children: ReactNode;
}

/**
 * The one modal shell: a native `<dialog>` opened with `showModal()` while it is rendered. The browser puts it in
 * the top layer, makes the rest of the page inert, turns Escape into a `cancel` event and gives the focus back to
 * the opener when it closes (STYLE: dialogs trap focus and return it). What is left to us: the first focus, Tab
 * wrapping at the ends (the browser would leave for its own toolbar), and closing on the backdrop.
 */
export function ModalShell({ onClose, keepOnBackdropClick, dialogRef, children, ...attributes }: ModalShellProps) {
  const ownRef = useRef<HTMLDialogElement>(null);
  const ref = dialogRef ?? ownRef;
  // The effects must not rerun (and move the focus) when the caller passes a new onClose on every render.
  const latestOnClose = useRef(onClose);
  useLayoutEffect(() => {
    latestOnClose.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const first = dialog.querySelector<HTMLElement>('[autofocus]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog).focus();
    return () => {
      if (dialog.open) dialog.close();
      // Unmounted while open (the usual case: the caller stops rendering it): the opener gets the focus back.
      if (opener?.isConnected) opener.focus();
    };
  }, [ref]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      // Escape: the caller's state closes the dialog, so that state and the element never disagree.
      event.preventDefault();
      latestOnClose.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((item) => item.offsetParent !== null);
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (keepOnBackdropClick || event.target !== dialog) return;
      // A click on the dialog element itself is on its padding or on the backdrop: only the latter closes.
      const box = dialog.getBoundingClientRect();
      const inside =
        event.clientX >= box.left &&
        event.clientX <= box.right &&
        event.clientY >= box.top &&
        event.clientY <= box.bottom;
      if (!inside) latestOnClose.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('click', onClick);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('click', onClick);
    };
  }, [ref, keepOnBackdropClick]);

  return (
    <dialog ref={ref} aria-modal="true" {...attributes}>
      {children}
    </dialog>
  );
}
