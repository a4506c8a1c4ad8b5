import { atom } from 'jotai';
import type { AnchorData } from '../modules/content/content-modules.contract.js';
import { CLOSED_PAGE_UI, type PageUiOpening } from './page-ui.js';

/** SPEC §2.4 page-level UI state; all of it resets on each route change (PageUiStateReset). */
export interface ShareModalState {
  title: string;
  url: string;
  visible: boolean;
}

export const mobileMenuOpenAtom = atom(false);
mobileMenuOpenAtom.debugLabel = 'mobileMenuOpenAtom';
/** The page opens with a cover hero: the layout lays the breadcrumbs over it. */
export const coverHeroAtom = atom(false);
coverHeroAtom.debugLabel = 'coverHeroAtom';
/** The sections of the page's sticky anchor navigation: the layout keeps the header and it in view. */
export const stickyAnchorNavigationAtom = atom<AnchorData[]>([]);
stickyAnchorNavigationAtom.debugLabel = 'stickyAnchorNavigationAtom';
export const newsFeedPanelOpenAtom = atom(false);
newsFeedPanelOpenAtom.debugLabel = 'newsFeedPanelOpenAtom';
export const compareBasketPanelOpenAtom = atom(false);
compareBasketPanelOpenAtom.debugLabel = 'compareBasketPanelOpenAtom';
export const compareDetailModalOpenAtom = atom(false);
compareDetailModalOpenAtom.debugLabel = 'compareDetailModalOpenAtom';
export const partsCartPanelOpenAtom = atom(false);
partsCartPanelOpenAtom.debugLabel = 'partsCartPanelOpenAtom';
export const shareModalAtom = atom<ShareModalState>({ title: '', url: '', visible: false });
shareModalAtom.debugLabel = 'shareModalAtom';
/** Which first-level item's mega menu is open (one at a time). */
export const openMegaMenuAtom = atom<string | null>(null);
openMegaMenuAtom.debugLabel = 'openMegaMenuAtom';

/**
 * Resets every piece of page-level UI state (SPEC §2.4: on each route change), then opens what the new page opens
 * with (its cover hero and anchor navigation, page-ui.ts); nothing of the previous page stays.
 */
export const resetPageUiStateAtom = atom(null, (_get, set, opening: PageUiOpening = CLOSED_PAGE_UI) => {
  set(mobileMenuOpenAtom, false);
  set(coverHeroAtom, opening.coverHero);
  set(stickyAnchorNavigationAtom, opening.anchorNavigation);
  set(newsFeedPanelOpenAtom, false);
  set(compareBasketPanelOpenAtom, false);
  set(compareDetailModalOpenAtom, false);
  set(partsCartPanelOpenAtom, false);
  set(shareModalAtom, { title: '', url: '', visible: false });
  set(openMegaMenuAtom, null);
});
resetPageUiStateAtom.debugLabel = 'resetPageUiStateAtom';
