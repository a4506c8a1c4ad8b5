import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * While `active`: focus moves into the container, Tab cycles inside it, Escape calls `onEscape`; when it ends,
 * focus returns to the element that had it before (STYLE: dialogs trap focus and return it).
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  // The latest `onEscape` without re-running the trap: callers pass a new function on every render, and a re-run
  // would send the focus back to the opener and then to the first item, away from where the user is.
  const latestOnEscape = useRef(onEscape);
  useEffect(() => {
    latestOnEscape.current = onEscape;
  });
  useEffect(() => {
    if (!active || !container.current) return;
    const root = container.current;
    const opener = document.activeElement as HTMLElement | null;
    const focusables = () => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
    (focusables()[0] ?? root).focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        latestOnEscape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    root.addEventListener('keydown', onKeyDown);
    return () => {
      root.removeEventListener('keydown', onKeyDown);
      opener?.focus?.();
    };
  }, [active, container]);
}
