import type { Breadcrumb, LayoutData } from './layout.contract.js';
import type { SectionView } from './section-view.contract.js';
import type { PageResponse } from '../content/content.contract.js';

/** What the server knows about the request that routing depends on. */
export interface RouteRequest {
  host: string | undefined;
  /** Path as requested, without query. */
  pathname: string;
  /** Query string including `?`, or ''. */
  search: string;
  /** The request's cookies by name (parsed once, with the `cookie` package). */
  cookies: Readonly<Record<string, string | undefined>>;
  acceptLanguage: string | undefined;
  geoCountry: string | undefined;
}

/** A public URL resolved (SPEC §2.1–§2.3, §8): a page, a redirect, or not found. */
export type ResolvedRoute =
  | { kind: 'page'; page: PageResponse; layout: LayoutData }
  /** A section page (catalogue, stories, ...) answered by a registered SectionResolver. */
  | { kind: 'view'; view: SectionView; layout: LayoutData }
  | { kind: 'redirect'; statusCode: 301 | 302; location: string }
  | {
      kind: 'not-found';
      /** 'Page Not Found: {path}' for a route validation failure, 'Page not found: {path}' otherwise. */
      message: string;
      fatal: boolean;
      language: string;
      layout: LayoutData | null;
    };

export type { Breadcrumb, LayoutData, SectionView };
