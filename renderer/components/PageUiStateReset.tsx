import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { resetPageUiStateAtom } from '../page-ui.atoms.js';

/** Resets the page-level UI state whenever the route changes (not on the first render). */
export function PageUiStateReset() {
  const { urlPathname } = usePageContext();
  const reset = useSetAtom(resetPageUiStateAtom);
  const previous = useRef(urlPathname);
  useEffect(() => {
    if (previous.current === urlPathname) return;
    previous.current = urlPathname;
    reset();
  }, [urlPathname, reset]);
  return null;
}
