import { useSetAtom } from 'jotai';
import { useLayoutEffect, useRef } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { resetPageUiStateAtom } from '../page-ui.atoms.js';
import { pageUiOpening } from '../page-ui.js';

/**
 * Resets the page-level UI state whenever the route changes (not on the first render, which the store was opened
 * with) and opens the new page's cover hero and anchor navigation; before the browser paints, so no frame shows
 * the previous page's state around the new page.
 */
export function PageUiStateReset() {
  const { urlPathname, data } = usePageContext();
  const reset = useSetAtom(resetPageUiStateAtom);
  const previous = useRef(urlPathname);
  useLayoutEffect(() => {
    if (previous.current === urlPathname) return;
    previous.current = urlPathname;
    reset(pageUiOpening(data));
  }, [urlPathname, data, reset]);
  return null;
}
