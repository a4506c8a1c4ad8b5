import { Provider, createStore } from 'jotai';
import { type ReactNode, useState } from 'react';

/** One jotai store per request on the server and per page load in the browser (jotai SSR guide). */
export default function Wrapper({ children }: { children: ReactNode }) {
  const [store] = useState(() => createStore());
  return <Provider store={store}>{children}</Provider>;
}
