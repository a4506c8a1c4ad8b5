import { atom } from 'jotai';
import { SIGNED_IN_USER_URL } from '../modules/portal-auth/portal.contract.js';
import type { SignedInUserResponseDto } from '../modules/portal-auth/portal.dto.js';

/**
 * Who the header shows as signed in on public pages. `unknown` on the server and until the browser
 * has asked (so the page-cached HTML and the hydration render are the anonymous entry for everyone); then the
 * answer of `GET /api/auth/session`, once per page load (the store outlives client navigations; signing in or out
 * is a full page load).
 */
export type SignedInUserState =
  | { status: 'unknown' }
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'signed-in'; user: SignedInUserResponseDto };

export const signedInUserAtom = atom<SignedInUserState>({ status: 'unknown' });
signedInUserAtom.debugLabel = 'signedInUserAtom';

/** Asks the server once; any failure (offline, 429) leaves the anonymous entry, which still leads to sign-in. */
export const loadSignedInUserAtom = atom(null, async (get, set) => {
  if (get(signedInUserAtom).status !== 'unknown') return;
  set(signedInUserAtom, { status: 'loading' });
  try {
    const response = await fetch(SIGNED_IN_USER_URL, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      cache: 'no-store',
    });
    if (response.status !== 200) {
      set(signedInUserAtom, { status: 'anonymous' });
      return;
    }
    const user = (await response.json()) as SignedInUserResponseDto;
    set(signedInUserAtom, { status: 'signed-in', user: { fullName: user.fullName, initials: user.initials } });
  } catch {
    set(signedInUserAtom, { status: 'anonymous' });
  }
});
loadSignedInUserAtom.debugLabel = 'loadSignedInUserAtom';
