import type { NavigationLinkDto } from '../navigation/navigation.dto.js';
import type { SiteNavigationResponseDto } from '../navigation/navigation.dto.js';
import type { SiteChromeDto } from './layout.dto.js';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { dictionaryFor } from '../../i18n/index.js';
import { createHash } from 'node:crypto';
import type { Breadcrumb, CustomerAreaLinks, PageLayout } from './layout.contract.js';
import type { ChromeCountryDto, ChromeLanguageDto } from './layout.dto.js';
import { isNextRelease } from '../../src/core/cache/cache-scope.js';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { type RoutingConfig, routingConfig } from './routing.config.js';
import { trackingAllowed } from '../../src/shared/tracking-rules.js';
import type { PageResponse } from '../content/content.contract.js';
import { PAGES_SOURCE, type PagesSource } from '../content/index.js';
import { FeatureFlagsService } from '../feature-flags/index.js';
import { pagePath } from '../content/index.js';
import { displayName, type LocaleResponse } from '../locales/index.js';
import { LOCALES_SOURCE, type LocalesSource } from '../locales/index.js';
import { NAVIGATION_SOURCE, type NavigationSource } from '../navigation/index.js';
import type { SiteResponse } from '../sites/index.js';
import { SITES_SOURCE, type SitesSource } from '../sites/index.js';
import { isAllowed } from './locale-chooser.js';
import type { SectionBreadcrumb } from './page-result.js';
import { isTestingVisitor } from './page-variant.js';
import { LanguageVersions } from './language-versions.js';
import { encodePath } from '../../src/shared/language-alternates.js';

const MAX_RECENT_CHROMES = 512;

/** The cookie holding the chosen locale: suffixed with the site's technical name on non-main sites (SPEC §9). */
export function localeCookieName(site: SiteResponse): string {
  return site.slug === null ? 'uapp_current_locale' : `uapp_current_locale_${site.technicalName}`;
}

export interface LayoutInputs {
  site: SiteResponse;
  locale: LocaleResponse;
  /** The page shown, or null for a not-found page. */
  page: PageResponse | null;
  /** Path segments after locale and site slug (for links to the same place in other locales). */
  rest: string[];
  pathname: string;
  /** The request's whole query string including `?`, or '': the layout reads `?testing` (SPEC §2.3). */
  search: string;
  /** The query of the page's canonical URL (`?page=2`), or '' (routing.service.ts). */
  canonicalSearch?: string;
  cookies: Readonly<Record<string, string | undefined>>;
  isEditor: boolean;
  /** The language the visitor asked for when the page is shown in a fallback language. */
  unavailableLanguage: string | null;
  /** A caller's own breadcrumb trail after the home crumb (SPEC §2.6), e.g. a product's classification lineage. */
  trail?: SectionBreadcrumb[];
  /** Theme of a section view (the page's theme otherwise). */
  theme?: string;
  /**
   * The document shown, as the sitemaps name it (`page:{id}`, `story:{id}`, …): its alternates are its real
   * versions. A page without one (a section's list) is in no sitemap and lists no alternates.
   */
  document?: string;
  /** The language of the content shown; with `unavailableLanguage` the page falls back to that version. */
  contentLanguage?: string;
}

/** Builds what the layout renders around every public page: navigation, switchers, breadcrumbs, flags. */
@Injectable()
export class LayoutService {
  private readonly logger = new Logger(LayoutService.name);
  constructor(
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    @Inject(routingConfig.KEY) private readonly routes: RoutingConfig,
    @Inject(LOCALES_SOURCE) private readonly locales: LocalesSource,
    @Inject(PAGES_SOURCE) private readonly content: PagesSource,
    @Inject(NAVIGATION_SOURCE) private readonly navigation: NavigationSource,
    @Inject(SITES_SOURCE) private readonly sites: SitesSource,
    private readonly featureFlags: FeatureFlagsService,
    private readonly languageVersions: LanguageVersions,
  ) {}

  private readonly json = new WeakMap<SiteChromeDto, string>();
  /** The chromes of the latest pages by URL (`chromeAt`). */
  private readonly recent = new Map<string, SiteChromeDto>();
  /** Built chromes by the navigation object they were built from (see `chrome`). */
  private readonly chromes = new WeakMap<SiteNavigationResponseDto, Map<string, SiteChromeDto>>();

  /** The page's layout and its site chrome (the chrome is served apart, see layout.contract.ts). */
  async build(inputs: LayoutInputs): Promise<PageLayout> {
    const { site, locale, page } = inputs;
    const [chrome, versions, languages, homeTitle] = await Promise.all([
      this.chrome(site, locale, inputs.isEditor),
      page ? this.content.listPublishedVersions(page.id) : Promise.resolve([]),
      inputs.unavailableLanguage ? this.locales.listLanguages() : Promise.resolve([]),
      this.navigation.homeCrumbTitle(site.id, locale.language, locale.country, { editor: inputs.isEditor }),
    ]);
    const sitePrefix = site.slug ? `/${site.slug}` : '';
    const paths: Record<string, string> = {};
    for (const version of versions) {
      // pagePath is `/{localeUrlCode}{rest}`: the rest is the same for every locale of the language.
      paths[version.language] = pagePath('', site.slug, version.parentSlug, version.slug).slice(1);
    }
    const otherPath = sitePrefix + inputs.rest.map((segment) => `/${segment}`).join('');
    const trackingDisabled = !trackingAllowed(inputs.pathname, isTestingVisitor(inputs.search, inputs.cookies));
    const unavailableNames = inputs.unavailableLanguage
      ? languages.find((l) => l.code === inputs.unavailableLanguage)?.displayNames
      : undefined;
    const theme = inputs.theme ?? page?.theme ?? site.theme;
    const { canonicalUrl, alternates } = await this.searchEngineLinks(inputs, paths, otherPath);
    const layout: PageLayout = {
      chrome: inputs.isEditor
        ? { url: chromeUrl(site, locale, chrome.version), version: chrome.version, inline: chrome }
        : { url: chromeUrl(site, locale, chrome.version), version: chrome.version },
      paths,
      otherPath,
      site: {
        id: site.id,
        name: site.name,
        slug: site.slug,
        technicalName: site.technicalName,
        hideSideButtons: site.hideSideButtons,
        enableCutFont: site.enableCutFont,
        theme: site.theme,
      },
      locale: {
        code: locale.code,
        urlCode: locale.urlCode,
        language: locale.language,
        country: locale.country,
        isInternational: locale.isInternational,
      },
      localeCookieName: localeCookieName(site),
      theme,
      header: page ? page.headerOptions : { theme, hidden: false },
      footerTheme: page?.footerTheme ?? site.footerTheme,
      breadcrumbs: this.breadcrumbs(
        site,
        locale,
        page,
        chrome.navigation.header.items,
        inputs.pathname,
        inputs.trail,
        homeTitle,
      ).map((crumb) => this.inContentLanguage(crumb, locale.language, inputs.contentLanguage)),
      unavailableLanguage: unavailableNames
        ? displayName(unavailableNames, locale.language, inputs.unavailableLanguage!, 'language')
        : inputs.unavailableLanguage,
      canonicalUrl,
      alternates,
      canonicalSearch: inputs.canonicalSearch ?? '',
      trackingDisabled,
      trackingScriptUrl: trackingDisabled ? null : (this.config.trackingScriptUrl ?? null),
      isEditor: inputs.isEditor,
      customerArea: this.customerArea(site, locale),
      // SPEC §1 release toggle: the live features, and the next ones too while the toggle is on. The page cache
      // keeps the two audiences apart (the `nextRelease_` key prefix).
      features: this.featureFlags.enabledKeys({ nextRelease: isNextRelease() }),
    };
    this.remember(layout.chrome.url, chrome);
    return layout;
  }

  /**
   * The page's canonical URL and its `hreflang` alternates (docs/public-site.md § Search engines), from the data
   * the sitemaps are written from (LanguageVersions), so the head and the sitemaps agree:
   * - a page in its own language is its own canonical; it lists its document's real versions, each under its own
   *   slug, when its address is one of them (a page in another locale of the language, `/de-ch/…`, lists none, and
   *   so does a page that shows no document of the sitemaps, such as a section's list);
   * - a page shown with fallback content (SPEC §2.3, `unavailableLanguage`) points its canonical to the version it
   *   falls back to and lists no alternates: it is no version of its own.
   */
  private async searchEngineLinks(
    inputs: LayoutInputs,
    paths: Readonly<Record<string, string>>,
    otherPath: string,
  ): Promise<Pick<PageLayout, 'canonicalUrl' | 'alternates'>> {
    const { site } = inputs;
    const ownUrl = this.config.publicBaseUrl + encodePath(inputs.pathname);
    if (inputs.unavailableLanguage && inputs.contentLanguage) {
      const path = paths[inputs.contentLanguage] ?? otherPath;
      const fallbackUrl = await this.languageVersions.versionAddress(site.id, inputs.contentLanguage, path);
      return { canonicalUrl: fallbackUrl ?? ownUrl, alternates: [] };
    }
    const links = inputs.document ? await this.languageVersions.documentLinks(site.id, inputs.document) : [];
    return { canonicalUrl: ownUrl, alternates: links.some((link) => link.href === ownUrl) ? links : [] };
  }

  /**
   * The customer portal's links for the header. Only the main site has the portal: its pages live
   * at `/{locale}/{PORTAL_SEGMENT}` without a site slug (PortalSection), so the brand and event sites link none.
   */
  private customerArea(site: SiteResponse, locale: LocaleResponse): CustomerAreaLinks | null {
    if (site.slug !== null) return null;
    const href = `/${locale.urlCode}/${this.routes.portalSegment}`;
    return { href, accountHref: `${href}/account`, logoutHref: `${href}/logout` };
  }

  /** The chrome as the endpoint sends it: serialized once per chrome. */
  chromeJson(chrome: SiteChromeDto): string {
    let json = this.json.get(chrome);
    if (json === undefined) {
      json = JSON.stringify(chrome);
      this.json.set(chrome, json);
    }
    return json;
  }

  /**
   * The chrome a page built moments ago refers to, for its server render (which must not wait): the page's data
   * carries only the chrome's URL. Undefined if it was evicted meanwhile (the render then shows no navigation).
   */
  chromeAt(url: string): SiteChromeDto | undefined {
    return this.recent.get(url);
  }

  private remember(url: string, chrome: SiteChromeDto): void {
    if (this.recent.get(url) === chrome) return;
    this.recent.delete(url);
    this.recent.set(url, chrome);
    // Sites × locales × versions in use: a few hundred at most; the oldest go first.
    if (this.recent.size > MAX_RECENT_CHROMES) this.recent.delete(this.recent.keys().next().value!);
  }

  /**
   * The chrome of a site and locale, by their ids (the chrome endpoint): undefined when the site does not serve the
   * locale. Public: the published navigation.
   */
  async chromeById(siteId: string, localeCode: string): Promise<SiteChromeDto | undefined> {
    const [sites, locales] = await Promise.all([this.sites.listSites(), this.locales.listLocales()]);
    const site = sites.find((s) => s.id === siteId);
    const locale = locales.find((l) => l.code === localeCode);
    if (!site || !locale || !isAllowed(site, locale)) return undefined;
    return this.chrome(site, locale, false);
  }

  /**
   * The chrome, built once per navigation object: the in-process data cache hands out the same objects until
   * they change, so the lists and the version are computed once per site, locale and content change, not per page.
   */
  private async chrome(site: SiteResponse, locale: LocaleResponse, isEditor: boolean): Promise<SiteChromeDto> {
    const [allLocales, countries, languages, navigation] = await Promise.all([
      this.locales.listLocales(),
      this.locales.listCountries(),
      this.locales.listLanguages(),
      this.navigation.getNavigation(site.id, locale.language, {
        editor: isEditor,
        stage: 'PUBLISHED',
        country: locale.country,
        localeUrlCode: locale.urlCode,
        siteSlug: site.slug,
      }),
    ]);
    let bySiteAndLocale = this.chromes.get(navigation);
    if (!bySiteAndLocale) {
      bySiteAndLocale = new Map();
      this.chromes.set(navigation, bySiteAndLocale);
    }
    const memoKey = `${site.id}|${locale.code}`;
    let chrome = bySiteAndLocale.get(memoKey);
    if (!chrome) {
      chrome = buildChrome(site, locale, allLocales, countries, languages, navigation);
      bySiteAndLocale.set(memoKey, chrome);
    }
    return chrome;
  }

  /** SPEC §2.6: home, then the page's branch of navigation items (those with a link), then the page title. */
  private breadcrumbs(
    site: SiteResponse,
    locale: LocaleResponse,
    page: PageResponse | null,
    items: NavigationLinkDto[],
    pathname: string,
    trail: Breadcrumb[] | undefined,
    homeTitle: string | undefined,
  ): Breadcrumb[] {
    const dictionary = dictionaryFor(locale.language);
    const home: Breadcrumb = {
      title: homeTitle ?? dictionary['breadcrumbs.home'],
      href: pagePath(locale.urlCode, site.slug, 'home', 'home'),
    };
    if (trail) return [home, ...trail.map((crumb) => this.sectionCrumb(site, crumb, items))];
    if (!page) return [home, { title: dictionary['breadcrumbs.notFound'], href: '/' }];
    if (page.slug === 'home' && page.parentSlug === 'home') return [];
    const branch = findBranch(items, (item) => item.pageId === page.id || item.href === pathname) ?? [];
    const ancestors = branch
      .slice(0, -1)
      .filter((item) => item.type === 'internal' && item.href !== '')
      .map((item) => ({ title: item.breadcrumbOverride ?? item.title, href: item.href }));
    return [home, ...ancestors, { title: page.title, href: '' }];
  }

  /**
   * The page's own crumb (the last, unlinked one) names the content shown: in another language than the page's
   * when the content fell back, and marked so. Navigation items are the page language's own rows.
   */
  private inContentLanguage(crumb: Breadcrumb, language: string, contentLanguage: string | undefined): Breadcrumb {
    if (crumb.href !== '' || crumb.lang || !contentLanguage || contentLanguage === language) return crumb;
    return { ...crumb, lang: contentLanguage };
  }

  /**
   * A section's crumb named by its navigation item, when it names one (SPEC §2.6, §8). An item's slug is its id
   * within the site: `stories` is the item `main.stories` of the main site.
   */
  private sectionCrumb(
    site: SiteResponse,
    { navigationItem, ...crumb }: SectionBreadcrumb,
    items: NavigationLinkDto[],
  ): Breadcrumb {
    if (navigationItem === undefined) return crumb;
    const ids = [`${site.id}.${navigationItem}`, navigationItem];
    const item = findItem(items, (candidate) => ids.includes(candidate.id));
    if (!item) {
      this.logger.warn(`[siteData] no navigation item with slug ${navigationItem} exists`);
      return crumb;
    }
    return { ...crumb, title: item.breadcrumbOverride ?? item.title };
  }
}

/** The first item, at any level, matching `wanted`. */
function findItem(
  items: NavigationLinkDto[],
  wanted: (item: NavigationLinkDto) => boolean,
): NavigationLinkDto | undefined {
  return findBranch(items, wanted)?.at(-1);
}

/** The chain of items from the top level down to the first item matching `wanted`. */
function findBranch(
  items: NavigationLinkDto[],
  wanted: (item: NavigationLinkDto) => boolean,
): NavigationLinkDto[] | undefined {
  for (const item of items) {
    if (wanted(item)) return [item];
    const below = findBranch(item.children, wanted);
    if (below) return [item, ...below];
  }
  return undefined;
}

/** The chrome's address: the version makes it immutable, so browsers keep it as long as the content does not change. */
export function chromeUrl(site: SiteResponse, locale: LocaleResponse, version: string): string {
  return `/api/layout/${encodeURIComponent(site.id)}/${encodeURIComponent(locale.code)}?v=${version}`;
}

type Locales = Awaited<ReturnType<LocalesSource['listLocales']>>;
type Countries = Awaited<ReturnType<LocalesSource['listCountries']>>;
type Languages = Awaited<ReturnType<LocalesSource['listLanguages']>>;

/** The switchers' lists (SPEC §2.3 language and country rules) and the navigation of a site in a locale. */
function buildChrome(
  site: SiteResponse,
  locale: LocaleResponse,
  allLocales: Locales,
  countries: Countries,
  languages: Languages,
  navigation: SiteNavigationResponseDto,
): SiteChromeDto {
  const localeOf = (language: string, country: string) =>
    allLocales.find((l) => l.code === `${language}-${country}`) ?? allLocales.find((l) => l.code === language);
  const languageOptions: ChromeLanguageDto[] = site.languages.flatMap((language) => {
    const target = site.internationalOnly
      ? allLocales.find((l) => l.code === language)
      : localeOf(language, locale.country);
    if (!target || !isAllowed(site, target)) return [];
    const names = languages.find((l) => l.code === language)?.displayNames ?? {};
    return [{ language, label: displayName(names, language, language, 'language'), localeUrlCode: target.urlCode }];
  });
  const countryOptions: ChromeCountryDto[] = site.internationalOnly
    ? []
    : countries
        .filter((c) => !c.hidden)
        .flatMap((country) => {
          const served = country.supportedLanguages.filter((l) => site.languages.includes(l));
          const language = served.includes(locale.language)
            ? locale.language
            : served.includes(country.defaultLanguage)
              ? country.defaultLanguage
              : served[0];
          if (!language) return [];
          const target =
            country.code === 'ALL' ? allLocales.find((l) => l.code === language) : localeOf(language, country.code);
          if (!target || !isAllowed(site, target)) return [];
          return [
            {
              code: country.code,
              label: displayName(country.displayNames, locale.language, country.code, 'region'),
              localeUrlCode: target.urlCode,
              language: target.language,
            },
          ];
        });
  const lists = { navigation, languages: languageOptions, countries: countryOptions };
  const version = createHash('sha1').update(JSON.stringify(lists)).digest('base64url').slice(0, 16);
  return { version, ...lists };
}
