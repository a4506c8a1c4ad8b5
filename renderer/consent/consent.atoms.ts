import { atom } from 'jotai';
import type { ConsentChoice } from '../../src/shared/consent.js';

/**
 * The visitor's cookie choice (SPEC §2.1): undefined until the browser read the `uapp_consent` cookie (on the
 * server, and before hydration: the page-cached HTML is the same for every visitor), null when there is none.
 */
export const consentAtom = atom<ConsentChoice | null | undefined>(undefined);
consentAtom.debugLabel = 'consentAtom';

/** The banner opened again from the footer's "Cookie settings", to change a choice already made. */
export const consentSettingsOpenAtom = atom(false);
consentSettingsOpenAtom.debugLabel = 'consentSettingsOpenAtom';
