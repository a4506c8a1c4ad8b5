import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DATA_CACHE } from '../../src/core/cache/caches.js';
import { withoutCacheTags } from '../../src/core/cache/cache-tags.js';
import type { SwrCache } from '../../src/core/cache/swr-cache.js';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { LOCALES_SOURCE, type LocaleResponse, type LocalesSource } from '../locales/index.js';
import { ProductsService } from '../products/index.js';
import {
  LanguageVersions,
  type LanguageVersionSource,
  type RoutingConfig,
  hostName,
  matchSite,
  routingConfig,
} from '../routing/index.js';
import { SearchRepository, searchGeneration } from '../search-index/index.js';
import { SITES_SOURCE, type SiteResponse, type SitesSource } from '../sites/index.js';
import { robotsTxt } from './robots-txt.js';
import { SeoErrors } from './seo.errors.js';
import { SITEMAPS_FOLDER, SITEMAP_INDEX_PATH, parseSitemapFileName, sitemapFileName } from './seo-routes.js';
import type { SitemapDocument, SitemapModel, SitemapSite } from './sitemap.model.js';
import { sitemapIndexXml, sitemapXml, siteUrlCodes } from './sitemap-xml.js';
import { type HreflangLink, alternateLinks, versionAddress } from '../../src/shared/language-alternates.js';

/** The capability pages' section (modules/products/products.pages.ts), on the main site. */
const CAPABILITIES_PATH = '/capabilities';

/**
 * The sitemaps' data in the data cache, under the search index's generation: every change of the index (a page,
 * product, story or media release published, moved or withdrawn) drops the generation, so the next sitemap request
 * reads the new state; the cache's TTL covers what the index does not hold (capabilities, sites, locales).
 */
const sitemapModelKey = (generation: string) => `seo:${generation}:sitemap-model`;

/**
 * Robots.txt and the sitemaps. Every URL named is on the public origin (PUBLIC_BASE_URL), the one the
 * pages' canonical links use, whatever host the request came to.
 */
@Injectable()
export class SeoService implements OnModuleInit, LanguageVersionSource {
  /** Each model's documents by site and key, built once per model object (the in-process cache hands out the same). */
  private readonly lookups = new WeakMap<SitemapModel, Map<string, SitemapDocument>>();

  constructor(
    private readonly languageVersions: LanguageVersions,
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    @Inject(routingConfig.KEY) private readonly routes: RoutingConfig,
    @Inject(DATA_CACHE) private readonly cache: SwrCache,
    private readonly search: SearchRepository,
    @Inject(SITES_SOURCE) private readonly sites: SitesSource,
    @Inject(LOCALES_SOURCE) private readonly locales: LocalesSource,
    private readonly products: ProductsService,
  ) {}

  /** The pages' head reads its alternates from the sitemaps' data (modules/routing/language-versions.ts). */
  onModuleInit(): void {
    this.languageVersions.use(this);
  }

  async documentLinks(siteId: string, document: string): Promise<HreflangLink[]> {
    const model = await withoutCacheTags(() => this.model());
    const site = model.sites.find((s) => s.id === siteId);
    const found = this.lookup(model).get(`${siteId}|${document}`);
    return site && found ? alternateLinks(found.versions, siteUrlCodes(site), this.config.publicBaseUrl) : [];
  }

  async versionAddress(siteId: string, language: string, path: string): Promise<string | undefined> {
    const site = (await withoutCacheTags(() => this.model())).sites.find((s) => s.id === siteId);
    const urlCode = site && siteUrlCodes(site).get(language);
    return urlCode ? versionAddress(this.config.publicBaseUrl, urlCode, path) : undefined;
  }

  private lookup(model: SitemapModel): Map<string, SitemapDocument> {
    let byKey = this.lookups.get(model);
    if (!byKey) {
      byKey = new Map(model.documents.map((document) => [`${document.siteId}|${document.key}`, document]));
      this.lookups.set(model, byKey);
    }
    return byKey;
  }

  robotsTxt(): string {
    return robotsTxt({
      portalSegment: this.routes.portalSegment,
      sitemapUrl: `${this.config.publicBaseUrl}/${SITEMAP_INDEX_PATH}`,
    });
  }

  async sitemapIndex(): Promise<string> {
    const model = await this.model();
    return sitemapIndexXml(
      model,
      (siteId, language) => `${this.config.publicBaseUrl}/${SITEMAPS_FOLDER}/${sitemapFileName(siteId, language)}`,
    );
  }

  /** A site's sitemap in one language, by its file name (`main-en.xml`); SitemapNotFound for any other name. */
  async sitemap(file: string): Promise<string> {
    const name = parseSitemapFileName(file);
    const model = await this.model();
    const site = name && model.sites.find((s) => s.id === name.siteId);
    if (!name || !site || !site.languages.some((l) => l.language === name.language)) {
      throw SeoErrors.SitemapNotFound(file);
    }
    return sitemapXml(model, site, name.language, this.config.publicBaseUrl);
  }

  private async model(): Promise<SitemapModel> {
    const generation = await searchGeneration(this.cache);
    return this.cache.getOrLoad(sitemapModelKey(generation), () => this.loadModel());
  }

  private async loadModel(): Promise<SitemapModel> {
    const [allSites, locales, locations, capabilities] = await Promise.all([
      this.sites.listSites(),
      this.locales.listLocales(),
      this.search.listDocumentLocations(),
      this.products.capabilityPages(),
    ]);
    const sites = servedSites(allSites, hostName(new URL(this.config.publicBaseUrl).host)).flatMap((site) => {
      const languages = site.languages.flatMap((language) => {
        const locale = sitemapLocale(site, locales, language);
        return locale ? [{ language, urlCode: locale.urlCode }] : [];
      });
      return languages.length > 0 ? [{ id: site.id, languages } satisfies SitemapSite] : [];
    });
    const siteIds = new Set(sites.map((s) => s.id));
    const byKey = new Map<string, SitemapDocument>();
    for (const location of locations) {
      if (!siteIds.has(location.siteId)) continue;
      const key = `${location.type}:${location.sourceKey}`;
      let document = byKey.get(`${location.siteId}|${key}`);
      if (!document) {
        document = { siteId: location.siteId, key, versions: [] };
        byKey.set(`${location.siteId}|${key}`, document);
      }
      document.versions.push({
        language: location.language,
        path: location.path,
        lastModified: location.updatedAt.toISOString(),
      });
    }
    const main = allSites.find((site) => site.slug === null);
    const documents = [...byKey.values()];
    if (main && siteIds.has(main.id)) {
      for (const capability of capabilities) {
        documents.push({
          siteId: main.id,
          key: `capability:${capability.id}`,
          versions: Object.entries(capability.slugs).map(([language, slug]) => ({
            language,
            path: `${CAPABILITIES_PATH}/${slug}`,
            lastModified: capability.updatedAt.toISOString(),
          })),
        });
      }
    }
    return { sites, documents };
  }
}

/**
 * The sites whose pages are served under the public origin's host: the site the host alone selects (the main
 * site) and the sites served there by their slug. A site on a host of its own (one whose pages redirect elsewhere)
 * is not: its URLs under the public origin would be another site's.
 */
function servedSites(sites: SiteResponse[], publicHost: string): SiteResponse[] {
  return sites.filter((site) => {
    try {
      const match = matchSite(sites, publicHost, site.slug ?? undefined);
      return match.site.id === site.id && (site.slug === null ? !match.bySlug : match.bySlug);
    } catch {
      return false;
    }
  });
}

/** The locale of a language's sitemap URLs: the international one (`/de/...`), else the first the site allows. */
function sitemapLocale(site: SiteResponse, locales: LocaleResponse[], language: string): LocaleResponse | undefined {
  const ofLanguage = locales.filter((l) => l.language === language);
  return ofLanguage.find((l) => l.isInternational) ?? (site.internationalOnly ? undefined : ofLanguage[0]);
}
