import { Injectable } from '@nestjs/common';
import type { Breadcrumb, SignedInUser } from './layout.contract.js';
import type {
  SectionName,
  SectionView,
  SectionViewName,
  SectionViewOf,
  SectionViewPayloads,
} from './section-view.contract.js';
import type { PageQuery } from './page-query.contract.js';
import type { LocaleResponse } from '../locales/index.js';
import type { SiteResponse } from '../sites/index.js';

/** A request for a section page, after site and locale are resolved and the spec's redirects are done. */
export interface SectionRequest {
  site: SiteResponse;
  locale: LocaleResponse;
  /** Path segments after locale and site slug; `rest[0]` is the section (e.g. `products`). */
  rest: string[];
  /**
   * The query string including `?`, or '': for a public section only the parameters its `query` declares,
   * normalised (the page-cache key holds exactly these); for a personal section the whole query.
   */
  search: string;
  cookies: Readonly<Record<string, string | undefined>>;
  isEditor: boolean;
  /** An editor who has not asked for the live version (`?stage=PUBLISHED`): drafts win (issue 11). */
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
      /** The signed-in user for the header (portal pages). */
      signedInUser?: SignedInUser;
      /** The view is for this visitor alone (e.g. an invitation page): never cached, `private, no-store`. */
      private?: boolean;
    }
  | { kind: 'not-found'; message: string }
  /** 403: the visitor may not see this page (e.g. user administration without an administrator role). */
  | { kind: 'forbidden'; message: string }
  /** 400: the page's query string is not valid (e.g. an unknown sort key); the message says why. */
  | { kind: 'refused'; status: 400; message: string }
  /** A 302 elsewhere (e.g. a portal page without a signed-in user goes to sign-in). */
  | { kind: 'redirect'; location: string };

/**
 * Answers the pages of one or more sections (first path segment after locale and site slug). Returning
 * `undefined` hands the path back to the CMS page lookup.
 */
export interface SectionResolver {
  readonly sections: readonly string[];
  /**
   * The section's pages are personal (portal, editor area, invitations): never cached, so they read the whole query
   * string. Public sections see only the declared parameters (page-variant.ts), as the page cache keys them.
   */
  readonly personal?: true;
  /**
   * Issue 25 item 5: the query parameters the section's public pages read, each normalised and bounded
   * (page-query.contract.ts). Nothing else reaches `resolve`, and the page-cache key and the canonical URL hold
   * exactly these; none when absent.
   */
  readonly query?: PageQuery;
  resolve(request: SectionRequest): Promise<SectionResult | undefined>;
  /** SPEC §2.3/§7.4 `?direct`: the URL of this section's document with this id, if it has one. */
  findById?(id: string, request: Omit<SectionRequest, 'rest'>): Promise<string | undefined>;
}

/**
 * Feature modules register their section resolvers here at start-up (`onModuleInit`), so routing dispatches to
 * them without importing them (the catalogue, stories and media releases depend on routing, not the reverse).
 */
@Injectable()
export class SectionRegistry {
  private readonly resolvers = new Map<string, SectionResolver>();

  register(resolver: SectionResolver): void {
    for (const section of resolver.sections) {
      if (this.resolvers.has(section)) throw new Error(`Section ${section} is registered twice`);
      this.resolvers.set(section, resolver);
    }
  }

  /** Every registered resolver once (a resolver may answer several sections). */
  all(): SectionResolver[] {
    return [...new Set(this.resolvers.values())];
  }

  find(section: string | undefined): SectionResolver | undefined {
    return section === undefined ? undefined : this.resolvers.get(section);
  }
}

/** A section's view as a resolver answers it: the typed pairing of section, view name and payload in one place. */
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
