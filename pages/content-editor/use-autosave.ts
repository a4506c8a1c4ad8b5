import { useCallback, useEffect, useRef } from 'react';

/** How long the form waits after the last change before it saves the draft. */
export const AUTOSAVE_DELAY_MS = 1500;

/**
 * Debounced saving: `schedule()` after every change saves once the editor pauses; `flush()` saves now (before
 * publishing, leaving, restoring) and waits for it. Saves never overlap: the next one starts after the last ends,
 * so each names the version the previous one produced.
 */
export function useAutosave(save: () => Promise<void>, delayMs = AUTOSAVE_DELAY_MS) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const running = useRef<Promise<void>>(Promise.resolve());
  const dirty = useRef(false);
  const saveRef = useRef(save);
  // The latest save (it closes over the latest form) is what the timer calls.
  useEffect(() => {
    saveRef.current = save;
  });

  const flush = useCallback(async () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    await running.current;
    if (!dirty.current) return;
    dirty.current = false;
    running.current = saveRef.current();
    await running.current;
  }, []);

  const schedule = useCallback(() => {
    dirty.current = true;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), delayMs);
  }, [delayMs, flush]);

  /** Forget unsaved changes (a conflict the editor resolves by reloading or restoring). */
  const discard = useCallback(() => {
    clearTimeout(timer.current);
    dirty.current = false;
  }, []);

  // Leaving with changes not saved yet asks first; the timer stops on unmount.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      clearTimeout(timer.current);
    };
  }, []);

  return { schedule, flush, discard, isDirty: () => dirty.current };
}
