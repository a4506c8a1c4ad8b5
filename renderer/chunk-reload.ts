// SPEC §4 chunk load failure: a script chunk that cannot be loaded (usually a tab opened before a deploy asking for
// a file the new build no longer has) reloads the page once; a session flag lasting 10 s (SPEC §9) stops a reload
// loop when the chunk is missing for good.

export const CHUNK_RELOAD_FLAG = 'uapp-chunk-reload-at';
/** SPEC §9: chunk-reload guard 10,000 ms. */
export const CHUNK_RELOAD_GUARD_MS = 10_000;

/** What browsers say when a dynamic import cannot be fetched (the same list Vike checks). */
const CHUNK_FAILURE_MESSAGES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload helper
];

export function isChunkLoadFailure(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return CHUNK_FAILURE_MESSAGES.some((text) => message.includes(text));
}

type FlagStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether this failure may reload the page: yes unless another reload happened within the guard time; a yes
 * stamps the flag. Without usable storage no reload: the guard could not stop a loop.
 */
export function claimChunkReload(storage: FlagStorage | undefined, now: number): boolean {
  if (!storage) return false;
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_FLAG));
    if (Number.isFinite(last) && last > 0 && now - last >= 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
    storage.setItem(CHUNK_RELOAD_FLAG, String(now));
    return true;
  } catch {
    return false;
  }
}

function sessionStorageOrUndefined(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

let reloading = false;

function onChunkFailure(reason: unknown): void {
  // One failure can be reported twice (Vite's preloadError, then the import's rejection): one decision per page.
  if (reloading) return;
  if (claimChunkReload(sessionStorageOrUndefined(), Date.now())) {
    reloading = true;
    console.warn('uapp: a script chunk failed to load, reloading the page once', reason);
    window.location.reload();
    return;
  }
  document.documentElement.dataset.chunkReload = 'suppressed';
  console.warn('uapp: a script chunk failed to load again; not reloading within 10 s of the last reload', reason);
}

/** Runs first in the browser (+client.ts), before any page chunk is imported. */
export function installChunkReloadGuard(): void {
  // Vite's preload helper reports every failed dynamic import (and its preloaded dependencies) here.
  window.addEventListener('vite:preloadError', (event) =>
    onChunkFailure((event as Event & { payload?: unknown }).payload),
  );
  // Imports outside the helper (Vike's own, a hydration that gives up) end as unhandled rejections.
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadFailure(event.reason)) onChunkFailure(event.reason);
  });
}
