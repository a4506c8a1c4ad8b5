// SPEC §4 build refresh and §7.2 build files: the tab learns about a new deploy by polling /builds/latest.json and
// switches to it with a full page load on the next navigation, never in the middle of what the visitor is doing.
import {
  BUILD_MANIFEST_DELAY_MS,
  BUILD_POLL_INTERVAL_MS,
  type BuildManifest,
  LATEST_BUILD_PATH,
  type LatestBuild,
  buildManifestPath,
} from '../modules/builds/builds.contract.js';

/** The build this page runs: compiled in by `npm run build`; in development (no build) the server's first answer. */
let runningBuildId: string | undefined = (import.meta.env.VITE_UAPP_BUILD_ID as string | undefined) || undefined;
let newerBuildId: string | undefined;
let manifest: BuildManifest | undefined;
let started = false;

/** Started once, after hydration (+onHydrationEnd.ts). */
export function startBuildRefresh(): void {
  if (started) return;
  started = true;
  if (!runningBuildId) void checkForNewBuild();
  window.setInterval(() => void checkForNewBuild(), BUILD_POLL_INTERVAL_MS);
  if (!isSlowConnection()) window.setTimeout(() => void loadManifest(), BUILD_MANIFEST_DELAY_MS);
}

/** The latest build's id (timestamped so no cache answers), compared with the running one. */
export async function checkForNewBuild(): Promise<void> {
  try {
    const response = await fetch(`${LATEST_BUILD_PATH}?t=${Date.now()}`, { cache: 'no-store' });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const { buildId } = (await response.json()) as LatestBuild;
    if (typeof buildId !== 'string' || !buildId) return;
    if (!runningBuildId) runningBuildId = buildId;
    else if (buildId !== runningBuildId) {
      newerBuildId = buildId;
      // Says so on <html> (as the chunk-reload guard does): the next navigation will be a full page load.
      document.documentElement.dataset.newerBuild = buildId;
    }
  } catch (error) {
    console.warn('uapp: could not check for a new build', error);
  }
}

/** SPEC §7.2: fetched once 1 s after load; a failure is only logged. */
async function loadManifest(): Promise<void> {
  try {
    if (!runningBuildId) await checkForNewBuild();
    if (!runningBuildId) return;
    const response = await fetch(buildManifestPath(runningBuildId));
    if (!response.ok) throw new Error(`status ${response.status}`);
    manifest = (await response.json()) as BuildManifest;
  } catch (error) {
    console.warn('uapp: could not load the build manifest', error);
  }
}

/** The running build's route rules, once loaded. */
export function buildManifest(): BuildManifest | undefined {
  return manifest;
}

function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  return connection?.effectiveType === 'slow-2g';
}

/**
 * Called as a navigation starts (+onPageTransitionStart.ts): when a newer build is out, the browser loads the
 * target as a whole document instead and this returns true (the caller then stops the client-side navigation).
 */
export function loadFullPageIfNewBuild(targetUrl: string | undefined): boolean {
  if (!newerBuildId) return false;
  const target = new URL(targetUrl ?? window.location.href, window.location.href);
  // Back/forward has already changed the address: load it; a link or navigate() has not: go there. After the
  // current task: Chromium can drop a reload started inside the popstate event of a back/forward navigation.
  window.setTimeout(() => {
    if (target.href === window.location.href) window.location.reload();
    else window.location.assign(target.href);
  }, 0);
  return true;
}
