/** SPEC §4 build refresh, §7.2 build files: what the browser and the server share (no server code here). */

/** Polled with `?t={timestamp}` so no cache in between answers an old id. */
export const LATEST_BUILD_PATH = '/builds/latest.json';

export const buildManifestPath = (buildId: string): string => `/builds/meta/${encodeURIComponent(buildId)}.json`;

/**
 * How often the browser asks for the current build. SPEC §9 gives no value ("polled periodically"; the design asked for "every
 * few minutes"): five minutes keeps the load of thousands of open tabs negligible.
 */
export const BUILD_POLL_INTERVAL_MS = 5 * 60_000;

/** SPEC §7.2: the route-rule manifest is fetched this long after load (never on slow-2g). */
export const BUILD_MANIFEST_DELAY_MS = 1_000;

export interface LatestBuild {
  buildId: string;
}

/** What a route rule tells the browser about the paths it matches. */
export interface RouteRule {
  /** false: a full document load, never a client-side navigation (the path is not a page of the Vike app). */
  appRouting?: false;
  /** The `Cache-Control` the server answers these paths with. */
  cacheControl?: string;
}

/**
 * A route-rule matcher in the shape of radix3's exported matcher (as Nuxt's build manifest has it): `static`
 * matches a whole path, `wildcard` a path prefix (`/api` matches `/api` and `/api/…`), `dynamic` paths with
 * parameters (none here).
 */
export interface RouteRuleMatcher {
  static: Record<string, RouteRule>;
  wildcard: Record<string, RouteRule>;
  dynamic: Record<string, RouteRule>;
}

/** GET /builds/meta/{buildId}.json (SPEC §7.2). */
export interface BuildManifest {
  id: string;
  /** When the build was made (ms since the epoch). */
  timestamp: number;
  matcher: RouteRuleMatcher;
  /** Pages rendered at build time; their data would be at `{path}/_payload.json`. */
  prerendered: string[];
}

/** The rules of the paths a path falls under, the most specific wildcard first, then an exact match. */
export function routeRulesFor(matcher: RouteRuleMatcher, pathname: string): RouteRule {
  const prefixes = Object.keys(matcher.wildcard)
    .filter((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`))
    .sort((a, b) => a.length - b.length);
  return Object.assign(
    {},
    ...prefixes.map((prefix) => matcher.wildcard[prefix]),
    matcher.static[pathname],
  ) as RouteRule;
}
