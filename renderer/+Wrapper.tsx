import { Provider, createStore } from 'jotai';
import { type ReactNode, useState } from 'react';
import { usePageContext } from 'vike-react/usePageContext';
import { resetPageUiStateAtom } from './page-ui.atoms.js';
import { pageUiOpening } from './page-ui.js';

/**
 * One jotai store per request on the server and per page load in the browser (jotai SSR guide), opened with the
 * first page's UI state (SPEC §2.4: cover hero, anchor navigation), so server and hydration render the same;
 * later pages open theirs in PageUiStateReset.
 */
export default function Wrapper({ children }: { children: ReactNode }) {
  const { data } = usePageContext();
  const [store] = useState(() => {
    const created = createStore();
    created.set(resetPageUiStateAtom, pageUiOpening(data));
    return created;
  });
  return <Provider store={store}>{children}</Provider>;
}
