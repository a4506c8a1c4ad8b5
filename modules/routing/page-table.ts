import type { ClassConstructor } from 'class-transformer';
import type { PageQuery } from './page-query.contract.js';
import type { SectionRequest, SectionResult } from './page-result.js';

/**
 * What each area's gate hands the pages behind it as `ctx.viewer`. Routing sits below the features, so the
 * feature that owns an area adds it by declaration merging (identity: `portal: UserProfile`).
 */
export interface PageAreaViewers {}

/** The signed-in customer a portal page sees (identity's UserProfile, declared by identity). */
export type PortalViewer = PageAreaViewers extends { portal: infer U } ? U : never;

/**
 * A portal service a page needs beyond the session (tickets, inventory, ...): `service` says whether the viewer
 * has it; `refused` is the page's answer when not (a 403 with its message, or a redirect to the dashboard).
 */
export interface PortalService {
  service(viewer: PortalViewer): boolean;
  refused(ctx: PageContext<object, PortalViewer>): SectionResult;
}

/**
 * Who may see a page (SPEC §4, §6), declared by every page (the type requires it; a test walks the tables):
 * - `'public'`: anyone; the page cache may hold it, keyed by the table's `query` only.
 * - `'personal'`: anyone, but the answer is per visitor (invitation, sign-in callback): never cached.
 * - `{ portal: true | PortalService }`: the customer area; its gate needs a portal session (else sign-in).
 * - `'editor'`: the editor area; its gate needs a signed-in editor (else the sign-in form).
 * CMS pages (the catch-all) carry their own page protection (content's PageProtection), checked by routing.
 */
export type PageAccess = 'public' | 'personal' | 'editor' | { portal: true | PortalService };

/** Whether `access` is a PageAccess (at run time: a table built without the types is refused at start-up). */
export function isPageAccess(access: unknown): access is PageAccess {
  if (access === 'public' || access === 'personal' || access === 'editor') return true;
  if (typeof access !== 'object' || access === null || !('portal' in access)) return false;
  const portal: unknown = access.portal;
  if (portal === true) return true;
  return (
    typeof portal === 'object' &&
    portal !== null &&
    'service' in portal &&
    typeof portal.service === 'function' &&
    'refused' in portal &&
    typeof portal.refused === 'function'
  );
}

/** The areas of the site behind a gate, by the access that names them. */
export type PageAreaName = 'portal' | 'editor';

export function areaOf(access: PageAccess): PageAreaName | undefined {
  if (access === 'editor') return 'editor';
  return typeof access === 'object' ? 'portal' : undefined;
}

type ViewerOf<A extends PageAccess> = A extends { portal: unknown }
  ? PortalViewer
  : A extends 'editor'
    ? true
    : undefined;

/** What a page's loader gets: the request, its validated params, and what the area's gate found. */
export interface PageContext<P extends object, V = unknown> extends SectionRequest {
  params: P;
  viewer: V;
  /** `/{locale}/{area}` for a page of an area; `/{locale}[/{site}]` for a page of the site. */
  basePath: string;
  /** The path as requested, with locale and site slug (SPEC §8 'Page not found: {path}'). */
  path: string;
}

/**
 * One page: its route pattern, what it accepts, who may see it and how it loads. A pattern is path-to-regexp
 * style over path segments: literals, `:name` (one segment) and `*name` (one or more, as an array). Patterns of
 * the site start with their section (`/stories/:slug`); patterns of an area are below its segment
 * (`/tickets/:id` under `/{locale}/portal`, `/` for the area's home).
 */
export interface PageDefinition<P extends object = object, A extends PageAccess = PageAccess> {
  pattern: string;
  /** The class-validator class of the pattern's params: a param it refuses is the page's 404. */
  params?: ClassConstructor<P>;
  access: A;
  /** The 404 message of this page (a refused param, a DomainError 404, `undefined` from `load`). */
  notFound?: (ctx: PageContext<object>) => string;
  /**
   * The page's answer: a view, a redirect, ... `undefined` is a 404. A DomainError thrown with status 404, 403 or
   * 400 becomes the page's not-found, forbidden or refused answer (page-tables.ts), so loaders do not map them.
   */
  load(ctx: PageContext<P, ViewerOf<A>>): Promise<SectionResult | undefined>;
}

/** A page as the tables hold it (its params and viewer types erased). */
export type AnyPageDefinition = PageDefinition<object, PageAccess>;

/** A page, typed: `params` types `ctx.params`, `access` types `ctx.viewer`. */
export function page<P extends object = Record<string, never>, const A extends PageAccess = PageAccess>(
  definition: PageDefinition<P, A>,
): AnyPageDefinition {
  return definition as unknown as AnyPageDefinition;
}

/** A feature's pages (one `<feature>.pages.ts` per feature), as routing matches them. */
export interface PageTable {
  feature: string;
  pages: readonly AnyPageDefinition[];
  /**
   * What the table's public pages read of the query (page-query.contract.ts): nothing else reaches them, and the
   * page-cache key and the canonical URL hold exactly these. Per section, as the cache key is made before matching.
   */
  query?: PageQuery;
  /** Main-site pages (SPEC §2.3): on another site every path of the table's sections is not found. */
  mainSiteOnly?: boolean;
  /**
   * A path of the table's sections that no page matches: a 404 (the default), or `'cms'` to hand it to the CMS
   * page lookup (a CMS page may live at `/search/...`).
   */
  unmatched?: 'not-found' | 'cms';
  /** The 404 message of the table's pages that declare none; SPEC §8 'Page not found: {path}' by default. */
  notFound?: (ctx: PageContext<object>) => string;
  /** SPEC §2.3/§7.4 `?direct`: the URL of this feature's document with this id, if it has one. */
  findById?(id: string, request: SectionRequest): Promise<string | undefined>;
}

export function definePages(
  feature: string,
  pages: readonly AnyPageDefinition[],
  options: Omit<PageTable, 'feature' | 'pages'> = {},
): PageTable {
  return { feature, pages, ...options };
}

/** A gated area (`/{locale}/portal/**`, `/{locale}/editor/**`), registered by the feature that owns it. */
export interface PageArea {
  name: PageAreaName;
  /** The first path segment of the area. */
  segment: string;
  /**
   * The gate, before any page of the area is matched: the viewer, or the area's answer to a visitor it refuses
   * (a redirect to sign-in, the sign-in form, a 404 on another site).
   */
  enter(ctx: PageContext<object, undefined>): Promise<{ viewer: unknown } | { refused: SectionResult }>;
  /** What the area adds to each view of its pages (the signed-in user in the header). */
  present?(result: SectionResult, viewer: unknown, basePath: string): SectionResult;
  /** The 404 message of the area's unmatched paths; SPEC §8 'Page not found: {path}' by default. */
  notFound?: (ctx: PageContext<object>) => string;
}

/** A compiled pattern: the literal or param of each segment; a `*name` last takes the remaining segments. */
interface CompiledPattern {
  segments: { literal?: string; param?: string; many?: boolean }[];
}

export function compilePattern(pattern: string): CompiledPattern {
  if (!pattern.startsWith('/')) throw new Error(`Page pattern ${pattern} must start with /`);
  const parts = pattern
    .split('/')
    .slice(1)
    .filter((part, i, all) => part !== '' || all.length > 1);
  const segments = parts.map((part, i) => {
    if (part.startsWith(':')) return { param: part.slice(1) };
    if (part.startsWith('*')) {
      if (i !== parts.length - 1) throw new Error(`Page pattern ${pattern}: *${part} must be last`);
      return { param: part.slice(1), many: true };
    }
    if (part === '') throw new Error(`Page pattern ${pattern} has an empty segment`);
    return { literal: part };
  });
  return { segments };
}

/** The pattern's param names (for the test that every param is validated). */
export function patternParams(pattern: string): string[] {
  return compilePattern(pattern).segments.flatMap((s) => (s.param ? [s.param] : []));
}

/** The params of `path` (decoded segments) if the pattern matches it exactly. */
export function matchPattern(
  compiled: CompiledPattern,
  path: readonly string[],
): Record<string, string | string[]> | undefined {
  const params: Record<string, string | string[]> = {};
  const { segments } = compiled;
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i]!;
    if (segment.many) {
      if (path.length <= i) return undefined;
      params[segment.param!] = path.slice(i);
      return params;
    }
    const value = path[i];
    if (value === undefined) return undefined;
    if (segment.literal !== undefined && segment.literal !== value) return undefined;
    if (segment.param !== undefined) params[segment.param] = value;
  }
  return path.length === segments.length ? params : undefined;
}
