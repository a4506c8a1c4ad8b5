import type { Breadcrumb, PageLayout } from './layout.contract.js';
import type { SectionView } from './section-view.contract.js';
import type { PageResponse } from '../content/content.contract.js';
import type { ContentModuleData } from '../content/content-modules.contract.js';

/**
 * The error page's editable texts: the CMS page `error` (SPEC §2.2) in the visitor's language, its draft for
 * editors. Without one the error page uses its UI strings.
 */
export interface ErrorPageTexts {
  title: string;
  overline: string;
  modules: ContentModuleData[];
  draft: boolean;
}

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
  /** `protected`: the page is protected and this visitor may read it (never cached). */
  | { kind: 'page'; page: PageResponse; layout: PageLayout; protected: boolean }
  /**
   * A protected page this visitor may not read yet: its password first, or a role they lack (SPEC §4); also a
   * section page the visitor may not see (403, without a page id).
   */
  | {
      kind: 'protected';
      access: 'password' | 'forbidden';
      pageId: string;
      title: string;
      message: string;
      language: string;
      layout: PageLayout;
    }
  /** A section page (catalogue, stories, ...) answered by a feature's page table (page-table.ts). */
  /** `status`: 503 for an apology standing in for a page an upstream service could not answer. */
  | { kind: 'view'; view: SectionView; layout: PageLayout; private?: boolean; status?: 503 }
  /** A section page refused for a bad query string (400), with its message. */
  | { kind: 'refused'; status: 400; message: string; language: string; layout: PageLayout }
  | { kind: 'redirect'; statusCode: 301 | 302; location: string }
  | {
      kind: 'not-found';
      /** 'Page Not Found: {path}' for a route validation failure, 'Page not found: {path}' otherwise. */
      message: string;
      fatal: boolean;
      /** 410: the page was deleted (an editor's choice, beyond the spec). */
      gone?: boolean;
      language: string;
      layout: PageLayout | null;
      texts?: ErrorPageTexts | null;
    };

export type { Breadcrumb, PageLayout, SectionView };
