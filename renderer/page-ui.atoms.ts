import { atom } from 'jotai';

/** Whether the navigation is expanded on small screens. */
export const mobileMenuOpenAtom = atom(false);
mobileMenuOpenAtom.debugLabel = 'mobileMenuOpenAtom';
