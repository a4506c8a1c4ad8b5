import { Injectable } from '@nestjs/common';
import type { CacheScope } from '../../src/cache/cache-scope.js';
import { ContentService } from '../content/content.service.js';
import { LocalesService } from '../locales/locales.service.js';
import { SitesService } from '../sites/sites.service.js';
import { pageSlugsFrom, pathSegments } from './route-segments.js';
import type { ResolvedRoute } from './routing.dto.js';

const DEFAULT_LANGUAGE = 'en';

/**
 * Resolves a public path to site, locale and published page (SPEC §2.1): optional locale prefix, then the slug
 * of a domain-less site, then parent and page slug.
 */
@Injectable()
export class RoutingService {
  constructor(
    private readonly sites: SitesService,
    private readonly locales: LocalesService,
    private readonly content: ContentService,
  ) {}

  async resolve(pathname: string, scope?: CacheScope): Promise<ResolvedRoute> {
    const notFound = (language: string): ResolvedRoute => ({
      kind: 'not-found',
      language,
      message: `Page not found: ${pathname}`,
    });
    const segments = pathSegments(pathname);
    if (!segments) return notFound(DEFAULT_LANGUAGE);

    const prefixed = segments[0] ? await this.locales.findByUrlCode(segments[0], scope) : undefined;
    const locale = prefixed ?? (await this.locales.findByUrlCode(DEFAULT_LANGUAGE, scope));
    if (!locale) return notFound(DEFAULT_LANGUAGE);
    const rest = prefixed ? segments.slice(1) : segments;

    const slugSite = rest[0] ? await this.sites.findBySlug(rest[0], scope) : undefined;
    const site = slugSite ?? (await this.sites.mainSite(scope));
    if (!site) return notFound(locale.language);
    if (!site.languages.includes(locale.language)) return notFound(site.defaultLanguage);

    const slugs = pageSlugsFrom(slugSite ? rest.slice(1) : rest);
    if (!slugs) return notFound(locale.language);
    const page = await this.content.findPublishedPage(site.id, locale.language, slugs.parentSlug, slugs.slug, scope);
    if (!page) return notFound(locale.language);
    return { kind: 'page', site, locale, page };
  }
}
