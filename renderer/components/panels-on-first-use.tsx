import { useAtomValue } from 'jotai';
import {
  compareBasketPanelOpenAtom,
  compareDetailModalOpenAtom,
  newsFeedPanelOpenAtom,
  shareModalAtom,
} from '../page-ui.atoms.js';
import { loadOnFirstUse } from './load-on-first-use.js';

// The layout's panels are chunks of their own, fetched the first time one is opened (and, from
// a pointer over the button that opens it, a moment earlier), so no page's first load carries them.

const shareModal = loadOnFirstUse(() => import('./ShareModal.js').then((module) => module.ShareModal));
const newsFeedPanel = loadOnFirstUse(() =>
  import('./news-feed/NewsFeedPanel.js').then((module) => module.NewsFeedPanel),
);
const basketPanel = loadOnFirstUse(() => import('../comparison/BasketPanel.js').then((module) => module.BasketPanel));
const compareModal = loadOnFirstUse(() =>
  import('../comparison/CompareModal.js').then((module) => module.CompareModal),
);

export const preloadShareModal = shareModal.preload;
export const preloadNewsFeedPanel = newsFeedPanel.preload;
export function preloadComparisonPanels(): void {
  basketPanel.preload();
  compareModal.preload();
}

/** The share modal (SPEC §2.4), once the share button has opened it. */
export function ShareModalOnFirstUse() {
  const { visible } = useAtomValue(shareModalAtom);
  return <shareModal.Component wanted={visible} />;
}

/** The news feed panel (SPEC §4), once the bell or a news feed link has opened it. */
export function NewsFeedPanelOnFirstUse() {
  return <newsFeedPanel.Component wanted={useAtomValue(newsFeedPanelOpenAtom)} />;
}

/** The comparison basket's panel and detail comparison (SPEC §4), once the basket button has opened them. */
export function ComparisonPanelsOnFirstUse({ locale }: { locale: string }) {
  const panelOpen = useAtomValue(compareBasketPanelOpenAtom);
  const modalOpen = useAtomValue(compareDetailModalOpenAtom);
  return (
    <>
      <basketPanel.Component wanted={panelOpen} locale={locale} />
      <compareModal.Component wanted={modalOpen} locale={locale} />
    </>
  );
}
