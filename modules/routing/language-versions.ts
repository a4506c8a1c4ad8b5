import { Injectable } from '@nestjs/common';
import type { HreflangLink } from '../../src/shared/language-alternates.js';

/**
 * Where a page's `hreflang` alternates come from: the sitemaps' own data (modules/seo), so a page's head and the
 * sitemaps name the same versions under the same addresses. The SEO feature sits above routing, so it plugs its
 * lookup in here at start-up (`onModuleInit`), as identity does with SignedInViewers.
 */
export interface LanguageVersionSource {
  /**
   * The alternates of a document (`page:{id}`, `story:{id}`, `capability:{id}`, …) of a site: its real versions'
   * addresses plus x-default; [] when it has fewer than two real versions or is in no sitemap.
   */
  documentLinks(siteId: string, document: string): Promise<HreflangLink[]>;
  /** The absolute address of a version (`{base}/{urlCode}{path}`, encoded), or undefined for a language not served. */
  versionAddress(siteId: string, language: string, path: string): Promise<string | undefined>;
}

/** Without a source (tests of routing alone) no page has alternates. */
@Injectable()
export class LanguageVersions implements LanguageVersionSource {
  private source: LanguageVersionSource | undefined;

  use(source: LanguageVersionSource): void {
    if (this.source) throw new Error('A language version source is registered twice');
    this.source = source;
  }

  documentLinks(siteId: string, document: string): Promise<HreflangLink[]> {
    return this.source ? this.source.documentLinks(siteId, document) : Promise.resolve([]);
  }

  versionAddress(siteId: string, language: string, path: string): Promise<string | undefined> {
    return this.source ? this.source.versionAddress(siteId, language, path) : Promise.resolve(undefined);
  }
}
