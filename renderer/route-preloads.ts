// Route preloads (SPEC §9: at most 5 at once): Vike's own hover prefetching is off (+config.ts) because it has no
// limit; this starts the same prefetch() when a pointer or the keyboard reaches a link, through one queue.
import { prefetch } from 'vike/client/router';
import { routeRulesFor } from '../modules/builds/builds.contract.js';
import { buildManifest } from './build-refresh.js';
import { createPreloadQueue } from './preload-queue.js';

const queue = createPreloadQueue((url) => prefetch(url));

/** The page URL a link leads to inside the app, or undefined for anything the client router does not render. */
function appPageUrl(target: EventTarget | null): string | undefined {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) return undefined;
  if (link.origin !== window.location.origin || link.getAttribute('rel')?.includes('external')) return undefined;
  // The build's route rules name the paths that are not pages (/api, /oidc, /file, …). Until they are known (and on
  // slow-2g, where they are never fetched) nothing is preloaded: it would only cost the visitor data.
  const manifest = buildManifest();
  if (!manifest || routeRulesFor(manifest.matcher, link.pathname).appRouting === false) return undefined;
  const url = link.pathname + link.search;
  return url === window.location.pathname + window.location.search ? undefined : url;
}

let installed = false;

export function startRoutePreloads(): void {
  if (installed) return;
  installed = true;
  const onReach = (event: Event) => {
    const url = appPageUrl(event.target);
    if (url) queue.add(url);
  };
  document.addEventListener('pointerover', onReach, { passive: true });
  document.addEventListener('focusin', onReach);
}
