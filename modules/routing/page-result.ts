import { DomainError } from '../../src/core/errors/index.js';
import type { Breadcrumb, SignedInUser } from './layout.contract.js';
import type {
  SectionName,
  SectionView,
  SectionViewName,
  SectionViewOf,
  SectionViewPayloads,
} from './section-view.contract.js';
import type { LocaleResponse } from '../locales/index.js';
import type { SiteResponse } from '../sites/index.js';

/** A request for a section page, after site and locale are resolved and the spec's redirects are done. */
export interface SectionRequest {
  site: SiteResponse;
  locale: LocaleResponse;
  /**
   * The query string including `?`, or '': for a public section only the parameters its `query` declares,
   * normalised (the page-cache key holds exactly these); for a personal section the whole query.
   */
  search: string;
  cookies: Readonly<Record<string, string | undefined>>;
  isEditor: boolean;
  /** An editor who has not asked for the live version (`?stage=PUBLISHED`): drafts win. */
  showDrafts: boolean;
}

/**
 * A crumb of a section's trail. `navigationItem` names (by slug) the navigation item that stands for the section:
 * its breadcrumb override or title names the crumb, as editors set it (SPEC §2.6); without such an item the
 * section's own title stays and '[siteData] no navigation item with slug … exists' is logged (SPEC §8).
 */
export interface SectionBreadcrumb extends Breadcrumb {
  navigationItem?: string;
}

export type SectionResult =
  | {
      kind: 'view';
      view: SectionView;
      /** The trail after the home crumb (SPEC §2.6); the last crumb has href ''. */
      breadcrumbs: SectionBreadcrumb[];
      /** Page theme (SPEC §9); the site theme when absent. */
      theme?: string;
      /** The language the visitor asked for, when the view shows content in a fallback language. */
      unavailableLanguage?: string | null;
      /** The language of the content shown (with `unavailableLanguage`: the version the page falls back to). */
      contentLanguage?: string;
      /**
       * The document the view shows as the sitemaps name it (`story:{id}`, `product:{slug}`, …; modules/seo): its
       * alternates are its real versions. Lists name none: they have the same path in every language.
       */
      document?: string;
      /** The signed-in user for the header (portal pages). */
      signedInUser?: SignedInUser;
      /** The view is for this visitor alone (e.g. an invitation page): never cached, `private, no-store`. */
      private?: boolean;
      /**
       * 503: the view is an apology standing in for a page an upstream service could not answer (issue 33), so
       * clients, monitors and caches see a failure while the visitor reads SPEC §8's text in the portal's layout.
       */
      status?: 503;
    }
  | { kind: 'not-found'; message: string }
  /** 403: the visitor may not see this page (e.g. user administration without an administrator role). */
  | { kind: 'forbidden'; message: string }
  /** 400: the page's query string is not valid (e.g. an unknown sort key); the message says why. */
  | { kind: 'refused'; status: 400; message: string }
  /**
   * A 302 elsewhere (e.g. a portal page without a signed-in user goes to sign-in); `permanent`: a 301 to the
   * document's own address in this language (a slug of another language, docs/public-site.md), the query kept.
   */
  | { kind: 'redirect'; location: string; permanent?: boolean };

/** A section's view as a page's loader answers it: the typed pairing of section, view name and payload in one place. */
export function sectionViewResult<S extends SectionName, N extends SectionViewName<S>>(
  section: S,
  name: N,
  title: string,
  payload: SectionViewPayloads[S][N],
  breadcrumbs: SectionBreadcrumb[] = [],
): SectionResult {
  const view = { section, name, title, description: '', payload } as SectionViewOf<S, N>;
  return { kind: 'view', view: view as unknown as SectionView, breadcrumbs };
}

/** sectionViewResult for an apology that answers 503 (an upstream service failed; SPEC §8's texts). */
export function unavailableViewResult<S extends SectionName, N extends SectionViewName<S>>(
  section: S,
  name: N,
  title: string,
  payload: SectionViewPayloads[S][N],
): SectionResult {
  const result = sectionViewResult(section, name, title, payload);
  return result.kind === 'view' ? { ...result, status: 503 } : result;
}

/**
 * The page, or `fallback` when loading it fails with the DomainError `code`: an upstream source that fails (issue 33)
 * leaves the portal's layout in place with SPEC §8's apology, instead of the 500 error page.
 */
export async function orFallbackOn(
  code: string,
  fallback: () => SectionResult,
  load: () => Promise<SectionResult>,
): Promise<SectionResult> {
  try {
    return await load();
  } catch (error) {
    if (!(error instanceof DomainError && error.code === code)) throw error;
    return fallback();
  }
}
