import { Inject, Injectable } from '@nestjs/common';
import { dictionaryFor } from '../../i18n/index.js';
import type { Breadcrumb, CountryOption, LanguageOption, LayoutData } from './layout.contract.js';
import { APP_CONFIG, type AppConfig } from '../../src/core/config/app-config.js';
import { trackingAllowed } from '../../src/shared/tracking-rules.js';
import type { PageResponse } from '../content/content.contract.js';
import { ContentService } from '../content/index.js';
import { pagePath } from '../content/index.js';
import { displayName, type LocaleResponse } from '../locales/index.js';
import { LocalesService } from '../locales/index.js';
import type { NavigationLink } from '../navigation/navigation.contract.js';
import { NavigationService } from '../navigation/index.js';
import type { SiteResponse } from '../sites/index.js';
import { isAllowed } from './locale-chooser.js';

export const TESTING_COOKIE = 'uapp_is-testing';

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
  /** Query string including `?`, or ''. */
  search: string;
  cookies: Readonly<Record<string, string | undefined>>;
  isEditor: boolean;
  /** The language the visitor asked for when the page is shown in a fallback language. */
  unavailableLanguage: string | null;
  /** A caller's own breadcrumb trail after the home crumb (SPEC §2.6), e.g. a product's classification lineage. */
  trail?: Breadcrumb[];
  /** Theme of a section view (the page's theme otherwise). */
  theme?: string;
}

/** Builds what the layout renders around every public page: navigation, switchers, breadcrumbs, flags. */
@Injectable()
export class LayoutService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly locales: LocalesService,
    private readonly content: ContentService,
    private readonly navigation: NavigationService,
  ) {}

  async build(inputs: LayoutInputs): Promise<LayoutData> {
    const { site, locale, page } = inputs;
    const [allLocales, countries, languages, navigation, versions] = await Promise.all([
      this.locales.listLocales(),
      this.locales.listCountries(),
      this.locales.listLanguages(),
      this.navigation.getNavigation(site.id, locale.language, {
        editor: inputs.isEditor,
        stage: 'PUBLISHED',
        country: locale.country,
        localeUrlCode: locale.urlCode,
        siteSlug: site.slug,
      }),
      page ? this.content.listPublishedVersions(page.id) : Promise.resolve([]),
    ]);
    const hrefIn = (target: LocaleResponse): string => {
      const version = versions.find((v) => v.language === target.language);
      if (version) return pagePath(target.urlCode, site.slug, version.parentSlug, version.slug);
      return '/' + [target.urlCode, ...(site.slug ? [site.slug] : []), ...inputs.rest].join('/');
    };
    const localeOf = (language: string, country: string) =>
      allLocales.find((l) => l.code === `${language}-${country}`) ?? allLocales.find((l) => l.code === language);

    const languageOptions: LanguageOption[] = site.languages.flatMap((language) => {
      const target = site.internationalOnly
        ? allLocales.find((l) => l.code === language)
        : localeOf(language, locale.country);
      if (!target || !isAllowed(site, target)) return [];
      const names = languages.find((l) => l.code === language)?.displayNames ?? {};
      return [
        {
          language,
          label: displayName(names, language, language),
          href: hrefIn(target),
          localeUrlCode: target.urlCode,
        },
      ];
    });

    const countryOptions: CountryOption[] = site.internationalOnly
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
                label: displayName(country.displayNames, locale.language, country.code),
                href: hrefIn(target),
                localeUrlCode: target.urlCode,
              },
            ];
          });

    const trackingDisabled = !trackingAllowed(inputs.pathname, isTestingVisitor(inputs.search, inputs.cookies));
    const unavailableNames = inputs.unavailableLanguage
      ? languages.find((l) => l.code === inputs.unavailableLanguage)?.displayNames
      : undefined;
    return {
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
      navigation,
      languages: languageOptions,
      countries: countryOptions,
      theme: inputs.theme ?? page?.theme ?? site.theme,
      breadcrumbs: this.breadcrumbs(site, locale, page, navigation.header.items, inputs.pathname, inputs.trail),
      unavailableLanguage: unavailableNames
        ? displayName(unavailableNames, locale.language, inputs.unavailableLanguage!)
        : inputs.unavailableLanguage,
      canonicalUrl: this.config.publicBaseUrl + inputs.pathname,
      trackingDisabled,
      trackingScriptUrl: trackingDisabled ? null : (this.config.trackingScriptUrl ?? null),
      isEditor: inputs.isEditor,
    };
  }

  /** SPEC §2.6: home, then the page's branch of navigation items (those with a link), then the page title. */
  private breadcrumbs(
    site: SiteResponse,
    locale: LocaleResponse,
    page: PageResponse | null,
    items: NavigationLink[],
    pathname: string,
    trail: Breadcrumb[] | undefined,
  ): Breadcrumb[] {
    const dictionary = dictionaryFor(locale.language);
    const home: Breadcrumb = {
      title: dictionary['breadcrumbs.home'],
      href: pagePath(locale.urlCode, site.slug, 'home', 'home'),
    };
    if (trail) return [home, ...trail];
    if (!page) return [home, { title: dictionary['breadcrumbs.notFound'], href: '/' }];
    if (page.slug === 'home' && page.parentSlug === 'home') return [];
    const branch = findBranch(items, (item) => item.pageId === page.id || item.href === pathname) ?? [];
    const ancestors = branch
      .slice(0, -1)
      .filter((item) => item.type === 'internal' && item.href !== '')
      .map((item) => ({ title: item.breadcrumbOverride ?? item.title, href: item.href }));
    return [home, ...ancestors, { title: page.title, href: '' }];
  }
}

/** The chain of items from the top level down to the first item matching `wanted`. */
function findBranch(items: NavigationLink[], wanted: (item: NavigationLink) => boolean): NavigationLink[] | undefined {
  for (const item of items) {
    if (wanted(item)) return [item];
    const below = findBranch(item.children, wanted);
    if (below) return [item, ...below];
  }
  return undefined;
}

/** SPEC §2.3: `?testing=true` marks a test visitor from this request on (the cookie keeps it); `=false` ends it. */
function isTestingVisitor(search: string, cookies: LayoutInputs['cookies']): boolean {
  const flag = new URLSearchParams(search).get('testing');
  if (flag !== null) return flag === 'true';
  return cookies[TESTING_COOKIE] === 'true';
}
