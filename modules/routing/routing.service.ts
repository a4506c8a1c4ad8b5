import { Inject, Injectable, Logger } from '@nestjs/common';
import { type WustecConfig, wustecConfig } from './wustec.config.js';
import { controlCharacterMessage, queryHasControlCharacter } from '../../src/shared/control-characters.js';
import { feedPath } from '../../src/shared/feed-paths.js';
import { normalizeLink } from '../../src/shared/links.js';
import type { PageResponse } from '../content/content.contract.js';
import {
  ERROR_PAGE_SLUG,
  PAGES_SOURCE,
  type PageAudience,
  PageProtection,
  type PagesSource,
} from '../content/index.js';
import { pagePath } from '../content/index.js';
import { EditorAuthService } from '../editor-auth/index.js';
import type { LocaleResponse } from '../locales/index.js';
import { LOCALES_SOURCE, type LocalesSource } from '../locales/index.js';
import { NAVIGATION_SOURCE, type NavigationSource } from '../navigation/index.js';
import { REDIRECTS_SOURCE, type RedirectsSource, RedirectsService } from '../redirects/index.js';
import type { SiteResponse } from '../sites/index.js';
import { SITES_SOURCE, type SitesSource } from '../sites/index.js';
import { preferredLanguages } from './accept-language.js';
import { LayoutService, localeCookieName } from './layout.service.js';
import { chooseLocale } from './locale-chooser.js';
import { LOCALE_SEGMENT, pageSlugsFrom, pathSegments, requestPathSegments } from './route-segments.js';
import type { ErrorPageTexts, ResolvedRoute, RouteRequest } from './routing.contract.js';
import { PageTables } from './page-tables.js';
import { pageQueryHasControlCharacter, pageQueryString, pageSearch, queryValue } from './page-query.contract.js';
import { SignedInViewers } from './signed-in-viewers.js';
import { hostName, matchSite, siteKey } from './site-matcher.js';

/** The site whose pages live on another host (SPEC §2.3). */
const EXTERNAL_SITE_ID = 'wustec';
/** `/feed` and `/{locale}/feed` lead to the news feed. */
const FEED_SEGMENT = 'feed';
const FALLBACK_LANGUAGE_COOKIE = 'uapp_fallback_language';
/** What a document id looks like; anything else is no `?direct` lookup (and no query). */
const DIRECT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;

/**
 * A `Location` Node can send and no browser reads as another site. Characters outside printable
 * ASCII are percent-encoded (as UTF-8; a lone surrogate becomes U+FFFD), a backslash too, and a relative location
 * never starts with `//` (protocol-relative: another host).
 */
export function safeLocation(location: string): string {
  const encoded = location.replace(/[^\x21-\x7e]|\\/gsu, (char) =>
    [...Buffer.from(char, 'utf8')].map((byte) => '%' + byte.toString(16).toUpperCase().padStart(2, '0')).join(''),
  );
  return encoded.startsWith('/') ? encoded.replace(/^\/(?:\/|%5C)+/i, '/') : encoded;
}

/**
 * Resolves a public URL (SPEC §2.1–§2.3, §8): site by host and slug, locale (URL, cookie, browser and geo
 * country, English), the redirects of the spec (trailing slash, locale, redirect table, `?direct`, wustec), the
 * published page with language fallback, and the layout around it.
 */
@Injectable()
export class RoutingService {
  private readonly logger = new Logger(RoutingService.name);
  /** The sites of the last resolved request, for `hostKey` (which must answer without waiting). */
  private knownSites: SiteResponse[] | undefined;

  constructor(
    @Inject(wustecConfig.KEY) private readonly wustec: WustecConfig,
    @Inject(SITES_SOURCE) private readonly sites: SitesSource,
    @Inject(LOCALES_SOURCE) private readonly locales: LocalesSource,
    @Inject(PAGES_SOURCE) private readonly content: PagesSource,
    @Inject(REDIRECTS_SOURCE) private readonly redirects: RedirectsSource,
    /** This instance's own 404 counter (its editors' list of redirects worth adding). */
    private readonly notFoundCounter: RedirectsService,
    @Inject(NAVIGATION_SOURCE) private readonly navigation: NavigationSource,
    private readonly layouts: LayoutService,
    private readonly editorAuth: EditorAuthService,
    private readonly pages: PageTables,
    private readonly protection: PageProtection,
    private readonly viewers: SignedInViewers,
  ) {}

  /**
   * The sites known from the start, so the page-cache keys of the first requests are those of all later ones. With
   * CONTENT_SOURCE=graphql this is a call to the source before the first request: the keys must follow the source's
   * sites, not this instance's own rows, and a source that does not answer (bounded by CONTENT_GRAPHQL_TIMEOUT_MS)
   * only leaves the first requests uncached until one of them loads the sites.
   */
  async onApplicationBootstrap(): Promise<void> {
    try {
      this.knownSites = await this.sites.listSites();
    } catch (error) {
      this.logger.warn(`sites not loaded at start-up (${(error as Error).message}); the first page request loads them`);
    }
  }

  /**
   * The page-cache key's site: the site the Host header and the path choose. Synchronous, from
   * the sites the last request saw; before any request, the host itself.
   */
  siteKey(hostHeader: string | undefined, path: string): string {
    const host = hostName(hostHeader);
    if (!this.knownSites) return host;
    const segments = path.split('/', 4);
    const afterLocale = segments[1] && LOCALE_SEGMENT.test(segments[1]) ? segments[2] : segments[1];
    return siteKey(this.knownSites, host, afterLocale || undefined);
  }

  /**
   * The page-cache key's query: the parameters the page at this request path reads (its
   * section's page query), normalised, as `a=1&b=2`; '' for a page that reads none. The path is the request's raw
   * path, decoded as the renderer and the router decode it (requestPathSegments), so the key holds exactly what
   * `resolve` hands the page. Undefined before the sites are known: nothing is cached then.
   */
  pageQueryKey(hostHeader: string | undefined, rawPath: string, search: string): string | undefined {
    if (!this.knownSites) return undefined;
    const segments = requestPathSegments(rawPath);
    // Without a locale segment (or with a path the router refuses) the answer is a redirect or a 404: never cached.
    if (!segments?.[0] || !LOCALE_SEGMENT.test(segments[0])) return '';
    let section: string | undefined;
    try {
      const { bySlug } = matchSite(this.knownSites, hostName(hostHeader), segments[1]);
      section = segments[bySlug ? 2 : 1];
    } catch {
      return '';
    }
    return pageQueryString(this.pages.queryOf(section), search);
  }

  async resolve(request: RouteRequest): Promise<ResolvedRoute> {
    const route = await this.resolveUnsafe(request);
    return route.kind === 'redirect' ? { ...route, location: safeLocation(route.location) } : route;
  }

  private async resolveUnsafe(request: RouteRequest): Promise<ResolvedRoute> {
    // Redirects keep the whole query (campaign parameters survive the locale redirect); a page sees only what its
    // section declares (PageTables.queryOf), so two URLs the page cache treats as one render the same.
    const { pathname, search: fullSearch } = request;
    if (pathname.length > 1 && pathname.endsWith('/')) {
      return { kind: 'redirect', statusCode: 301, location: (pathname.replace(/\/+$/, '') || '/') + fullSearch };
    }
    const segments = pathSegments(pathname);
    if (!segments) {
      return { kind: 'not-found', fatal: true, message: `Page Not Found: ${pathname}`, language: 'en', layout: null };
    }

    const [sites, locales] = await Promise.all([this.sites.listSites(), this.locales.listLocales()]);
    this.knownSites = sites;
    const urlLocale =
      segments[0] && LOCALE_SEGMENT.test(segments[0])
        ? locales.find((l) => l.urlCode === segments[0]!.toLowerCase())
        : undefined;
    const afterLocale = urlLocale ? segments.slice(1) : segments;
    const { site, bySlug } = matchSite(sites, hostName(request.host), afterLocale[0]);
    const rest = bySlug ? afterLocale.slice(1) : afterLocale;

    if (site.id === EXTERNAL_SITE_ID) {
      return { kind: 'redirect', statusCode: 302, location: this.wustec.externalUrl + pathname + fullSearch };
    }

    if (rest.length === 1 && rest[0] === FEED_SEGMENT) {
      // The address feed readers try first: a permanent redirect to the news feed (docs/public-site.md § Feeds) of
      // the URL's locale, or of the site's default one, never of the visitor's cookie or browser (a 301 is cached).
      const feedLocale =
        urlLocale ??
        chooseLocale({ site, locales, urlLocale, cookieLocale: undefined, acceptLanguages: [], geoCountry: undefined });
      return { kind: 'redirect', statusCode: 301, location: feedPath(feedLocale.urlCode, 'news') + fullSearch };
    }

    const locale = chooseLocale({
      site,
      locales,
      urlLocale,
      cookieLocale: request.cookies[localeCookieName(site)],
      acceptLanguages: preferredLanguages(request.acceptLanguage),
      geoCountry: request.geoCountry,
    });
    if (locale.code !== urlLocale?.code) {
      const segments = [locale.urlCode, ...(bySlug ? [site.slug!] : []), ...rest].map(encodeURIComponent);
      const location = '/' + segments.join('/') + fullSearch;
      return { kind: 'redirect', statusCode: 302, location };
    }

    const isEditor = await this.editorAuth.isEditor(request.cookies);
    // The first segment names the section whose page table declares the query it reads and whether it is personal.
    const [section] = rest;
    const pageQuery = this.pages.queryOf(section);
    const personal = this.pages.isPersonal(section);
    const search = pageSearch(pageQuery, fullSearch);
    // An editor's `?stage=PUBLISHED` shows the live version (drafts win otherwise). Editors are never
    // served from the page cache, so `stage` is no part of its key (page-variant.ts).
    const liveOnly = isEditor && queryValue(fullSearch, 'stage') === 'PUBLISHED';
    const showDrafts = isEditor && !liveOnly;
    const directId = queryValue(fullSearch, 'direct') !== null ? directIdOf(rest) : undefined;
    if (directId) {
      // SPEC §7.4: a page, then any section's document (stories, media releases) with this id.
      const sectionRequest = { site, locale, search, cookies: request.cookies, isEditor, showDrafts };
      const direct =
        (await this.directPage(directId, site, locale, isEditor)) ??
        (await this.pages.findById(directId, sectionRequest));
      if (direct) return { kind: 'redirect', statusCode: 302, location: direct };
    }

    // The layout reads `?testing` of the whole query (SPEC §2.3), as the page-cache key counts it (page-variant.ts).
    const layoutInputs = { site, locale, rest, pathname, search: fullSearch, cookies: request.cookies, isEditor };
    const sectionSearch = personal ? fullSearch : search;
    const refusedQuery = personal
      ? queryHasControlCharacter(fullSearch)
      : pageQueryHasControlCharacter(pageQuery, fullSearch);
    if (refusedQuery) {
      // A NUL in what the page reads reached PostgreSQL (500); the 400 page says why instead.
      const layout = await this.layouts.build({ ...layoutInputs, search: '', page: null, unavailableLanguage: null });
      const message = controlCharacterMessage('The query string');
      return { kind: 'refused', status: 400, message, language: locale.language, layout };
    }
    const sectionResult = await this.pages.resolve(rest, {
      site,
      locale,
      search: sectionSearch,
      cookies: request.cookies,
      isEditor,
      showDrafts,
    });
    if (sectionResult?.kind === 'view') {
      const layout = await this.layouts.build({
        ...layoutInputs,
        canonicalSearch: personal ? '' : pageSearch(pageQuery, fullSearch, true),
        page: null,
        trail: sectionResult.breadcrumbs,
        theme: sectionResult.theme,
        unavailableLanguage: sectionResult.unavailableLanguage ?? null,
        ...(sectionResult.document ? { document: sectionResult.document } : {}),
        ...(sectionResult.contentLanguage ? { contentLanguage: sectionResult.contentLanguage } : {}),
      });
      return {
        kind: 'view',
        view: sectionResult.view,
        layout: sectionResult.signedInUser ? { ...layout, signedInUser: sectionResult.signedInUser } : layout,
        ...(sectionResult.private ? { private: true } : {}),
        ...(sectionResult.status ? { status: sectionResult.status } : {}),
      };
    }
    if (sectionResult?.kind === 'forbidden') {
      const layout = await this.layouts.build({ ...layoutInputs, page: null, unavailableLanguage: null });
      const { message } = sectionResult;
      return {
        kind: 'protected',
        access: 'forbidden',
        pageId: '',
        title: '',
        message,
        language: locale.language,
        layout,
      };
    }
    if (sectionResult?.kind === 'redirect') {
      // A document's own slug in this language (permanent) keeps the whole query, as the spec's redirects do.
      return sectionResult.permanent
        ? { kind: 'redirect', statusCode: 301, location: sectionResult.location + fullSearch }
        : { kind: 'redirect', statusCode: 302, location: sectionResult.location };
    }
    if (sectionResult?.kind === 'refused') {
      const layout = await this.layouts.build({ ...layoutInputs, page: null, unavailableLanguage: null });
      const { status, message } = sectionResult;
      return { kind: 'refused', status, message, language: locale.language, layout };
    }
    const audience: PageAudience = { editor: isEditor, liveOnly };
    if (sectionResult?.kind === 'not-found') {
      // A deleted story or media release answers 410 or redirects, as a deleted page does.
      const recorded = await this.recordedRedirect(layoutInputs, afterLocale, audience);
      if (recorded) return recorded;
      this.notFoundCounter.countNotFound(site.id, pathname);
      return this.notFound(sectionResult.message, layoutInputs, this.errorPageTexts(site, locale, audience));
    }

    const found = await this.findPage(site, locale, rest, request.cookies, audience);
    if (found?.ownAddress) {
      // Another language's slug of a page this language has its own version of: one address per version.
      return { kind: 'redirect', statusCode: 301, location: found.ownAddress + fullSearch };
    }
    if (found && found.page.slug === ERROR_PAGE_SLUG && found.page.parentSlug === 'home') {
      // SPEC §2.2: the error page is a CMS page known by slug; its own URL shows it as visitors meet it (a 404),
      // so an editor previews its draft there.
      return this.notFound(`Page not found: ${pathname}`, layoutInputs, toErrorPageTexts(found.page));
    }
    if (found) {
      // SPEC §4 page protection, enforced: editors read everything; others may need a password or a role.
      const access = await this.protection.accessFor(found.page, {
        isEditor,
        cookies: request.cookies,
        roles: () => this.viewers.rolesOf(request.cookies),
      });
      const signIn = access === 'sign-in' ? this.viewers.signInLocation(pathname + search) : undefined;
      if (signIn) return { kind: 'redirect', statusCode: 302, location: signIn };
      const layout = await this.layouts.build({
        ...layoutInputs,
        page: found.page,
        unavailableLanguage: found.unavailableLanguage,
        document: `page:${found.page.id}`,
        contentLanguage: found.page.language,
      });
      if (access !== 'open') {
        const { id, title } = found.page;
        const refused = access === 'password' ? 'password' : 'forbidden';
        const message = `Page ${pathname} is protected (${refused === 'password' ? 'password' : 'role'})`;
        return { kind: 'protected', access: refused, pageId: id, title, message, language: locale.language, layout };
      }
      return { kind: 'page', page: found.page, layout, protected: found.page.protection !== 'none' };
    }

    const recorded = await this.recordedRedirect(layoutInputs, afterLocale, audience);
    if (recorded) return recorded;
    this.notFoundCounter.countNotFound(site.id, pathname);
    return this.notFound(`Page not found: ${pathname}`, layoutInputs, this.errorPageTexts(site, locale, audience));
  }

  /** The redirect table's answer for a path nothing lives at: 410 for a deleted document, or its redirect. */
  private async recordedRedirect(
    layoutInputs: Omit<Parameters<LayoutService['build']>[0], 'page' | 'unavailableLanguage'>,
    afterLocale: readonly string[],
    audience: PageAudience,
  ): Promise<ResolvedRoute | undefined> {
    const { site, locale, pathname, search: fullSearch } = layoutInputs;
    const redirect =
      (await this.redirects.find(site.id, pathname)) ??
      (locale.isInternational
        ? null
        : await this.redirects.find(site.id, '/' + [locale.language, ...afterLocale].join('/')));
    if (redirect?.statusCode === 410) {
      // Beyond the spec: an editor deleted the page without naming a successor.
      const gone = await this.notFound(
        `Page gone: ${pathname}`,
        layoutInputs,
        this.errorPageTexts(site, locale, audience),
      );
      return gone.kind === 'not-found' ? { ...gone, gone: true } : gone;
    }
    if (redirect) {
      return {
        kind: 'redirect',
        statusCode: redirect.statusCode as 301 | 302,
        location: normalizeLink(redirect.target, { localeUrlCode: locale.urlCode }) + fullSearch,
      };
    }

    return undefined;
  }

  /** SPEC §8 non-fatal 404: the layout around the error page and its editable texts. */
  private async notFound(
    message: string,
    layoutInputs: Omit<Parameters<LayoutService['build']>[0], 'page' | 'unavailableLanguage'>,
    texts: ErrorPageTexts | null | Promise<ErrorPageTexts | null>,
  ): Promise<ResolvedRoute> {
    const [layout, resolvedTexts] = await Promise.all([
      this.layouts.build({ ...layoutInputs, page: null, unavailableLanguage: null }),
      texts,
    ]);
    const language = layoutInputs.locale.language;
    return { kind: 'not-found', fatal: false, message, language, layout, texts: resolvedTexts };
  }

  /** The error page's texts (SPEC §2.2 CMS page `error`): the site's own, else the main site's; null for none. */
  private async errorPageTexts(
    site: SiteResponse,
    locale: LocaleResponse,
    audience: PageAudience,
  ): Promise<ErrorPageTexts | null> {
    const main = (await this.sites.listSites()).find((s) => s.slug === null);
    for (const siteId of new Set([site.id, ...(main ? [main.id] : [])])) {
      const page = await this.content.findPage(siteId, locale.language, 'home', ERROR_PAGE_SLUG, audience);
      if (page) return toErrorPageTexts(page);
    }
    return null;
  }

  /** The page at `rest` (published, or a draft for editors), in the locale's language or the fallback language. */
  private async findPage(
    site: SiteResponse,
    locale: LocaleResponse,
    rest: string[],
    cookies: RouteRequest['cookies'],
    audience: PageAudience,
  ): Promise<{ page: PageResponse; unavailableLanguage: string | null; ownAddress?: string } | undefined> {
    const slugs = pageSlugsFrom(rest);
    if (!slugs) return undefined;
    if (slugs.parentSlug === 'home' && slugs.slug === 'home') {
      const homeId = await this.navigation.resolveHomePageId(site.id, locale.language, locale.country, audience);
      const home = homeId ? await this.content.findPageById(homeId, locale.language, audience) : null;
      if (home) return { page: home, unavailableLanguage: null };
    }
    const { parentSlug, slug } = slugs;
    const page = await this.content.findPage(site.id, locale.language, parentSlug, slug, audience);
    if (page) return { page, unavailableLanguage: null };
    // SPEC §8 'Not available in {language}': the page in the visitor's fallback language, else English.
    const fallbackLanguage = cookies[FALLBACK_LANGUAGE_COOKIE] ?? 'en';
    for (const language of [...new Set([fallbackLanguage, 'en'])]) {
      if (language === locale.language || !site.languages.includes(language)) continue;
      const fallback = await this.content.findPage(site.id, language, parentSlug, slug, audience);
      if (fallback) {
        // The slug of another language: the page may have a version of its own here, under its own slug.
        // Published versions only, for editors too: a draft's address could be one a live-only view does not find.
        const own = (await this.content.listPublishedVersions(fallback.id)).find((v) => v.language === locale.language);
        if (own && (own.parentSlug !== parentSlug || own.slug !== slug)) {
          const ownAddress = pagePath(locale.urlCode, site.slug, own.parentSlug, own.slug);
          return { page: fallback, unavailableLanguage: null, ownAddress };
        }
        const page = { ...fallback, isLanguageFallback: true, isLanguageUnavailable: true };
        return { page, unavailableLanguage: locale.language };
      }
    }
    return undefined;
  }

  /** `?direct` with a page id: the page's real URL in this locale (SPEC §2.3). */
  private async directPage(
    pageId: string,
    site: SiteResponse,
    locale: LocaleResponse,
    isEditor: boolean,
  ): Promise<string | undefined> {
    // Editors find draft-only pages too (SPEC §6: they see both stages).
    const versions = isEditor
      ? await this.content.listAllVersions(pageId)
      : await this.content.listPublishedVersions(pageId);
    const version = versions.find((v) => v.language === locale.language) ?? versions.find((v) => v.language === 'en');
    if (!version) return undefined;
    const pageSite = (await this.sites.listSites()).find((s) => s.id === version.siteId) ?? site;
    if (pageSite.id !== site.id) this.logger.warn(`?direct: page ${pageId} belongs to site ${pageSite.id}`);
    return pagePath(locale.urlCode, pageSite.slug, version.parentSlug, version.slug);
  }
}

/** The error page's title, overline (its description) and modules, as the error page shows them. */
function toErrorPageTexts(page: PageResponse): ErrorPageTexts {
  return { title: page.title, overline: page.description, modules: page.modules, draft: page.stage === 'DRAFT' };
}

/** `/{locale}/{id}?direct`: the one segment after the locale (and site slug), when it has the shape of an id. */
function directIdOf(rest: readonly string[]): string | undefined {
  const [id, ...more] = rest;
  return id !== undefined && more.length === 0 && DIRECT_ID.test(id) ? id : undefined;
}
