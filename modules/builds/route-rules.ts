import type { BuildManifest, RouteRuleMatcher } from './builds.contract.js';
import type { BuildInfo } from './build-info.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The route rules of this app: the paths that are not pages of the Vike app (a link to them is a full document
 * load) and the caching of the build's own files.
 */
export const ROUTE_RULES: RouteRuleMatcher = {
  static: {
    '/builds/latest.json': { appRouting: false, cacheControl: 'no-store' },
    '/robots.txt': { appRouting: false },
    '/sitemap.xml': { appRouting: false },
  },
  wildcard: {
    '/api': { appRouting: false },
    '/oidc': { appRouting: false },
    '/file': { appRouting: false },
    '/builds/meta': { appRouting: false, cacheControl: IMMUTABLE },
    '/assets': { appRouting: false, cacheControl: IMMUTABLE },
  },
  dynamic: {},
};

/**
 * The manifest of a build (SPEC §7.2). `prerendered` is empty on purpose: no page is rendered at build time —
 * every page is rendered on request (the page cache keeps the result), since pages depend on the site, the
 * language, the editor's stage and the database — so there is no `{page}/_payload.json` either.
 */
export function buildManifest(build: BuildInfo): BuildManifest {
  return { id: build.buildId, timestamp: build.builtAt, matcher: ROUTE_RULES, prerendered: [] };
}

export const BUILD_MANIFEST_CACHE_CONTROL = IMMUTABLE;
