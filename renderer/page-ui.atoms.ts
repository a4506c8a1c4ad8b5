import { atom } from 'jotai';

/** SPEC §2.4 page-level UI state; all of it resets on each route change (PageUiStateReset). */
export interface ShareModalState {
  title: string;
  url: string;
  visible: boolean;
}

export const mobileMenuOpenAtom = atom(false);
mobileMenuOpenAtom.debugLabel = 'mobileMenuOpenAtom';
export const coverHeroAtom = atom(false);
coverHeroAtom.debugLabel = 'coverHeroAtom';
export const stickyAnchorNavigationAtom = atom<{ id: string; title: string }[]>([]);
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
export const notFoundAtom = atom(false);
notFoundAtom.debugLabel = 'notFoundAtom';
export const themeOverrideAtom = atom<string | null>(null);
themeOverrideAtom.debugLabel = 'themeOverrideAtom';
/** Which first-level item's mega menu is open (one at a time). */
export const openMegaMenuAtom = atom<string | null>(null);
openMegaMenuAtom.debugLabel = 'openMegaMenuAtom';

/** Resets every piece of page-level UI state (SPEC §2.4: on each route change). */
export const resetPageUiStateAtom = atom(null, (_get, set) => {
  set(mobileMenuOpenAtom, false);
  set(coverHeroAtom, false);
  set(stickyAnchorNavigationAtom, []);
  set(newsFeedPanelOpenAtom, false);
  set(compareBasketPanelOpenAtom, false);
  set(compareDetailModalOpenAtom, false);
  set(partsCartPanelOpenAtom, false);
  set(shareModalAtom, { title: '', url: '', visible: false });
  set(notFoundAtom, false);
  set(themeOverrideAtom, null);
  set(openMegaMenuAtom, null);
});
resetPageUiStateAtom.debugLabel = 'resetPageUiStateAtom';
