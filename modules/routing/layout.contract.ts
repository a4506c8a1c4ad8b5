// What the layout needs from the server for every public page. Types only: no server imports.
// It comes in two parts. The site chrome (navigation, the language and country lists) is the same on
// every page of a site and locale: it is built and serialized once per site and locale, served as a cached,
// ETagged JSON document (`GET /api/layout/{siteId}/{localeCode}`) and never serialized into a page. The page
// layout (breadcrumbs, theme, flags, the page's paths in other languages) is the page's own and travels in
// `data.layout` (or the `layout` of a 404's abort reason). The renderer joins both into `LayoutData`.
import type { SiteNavigationResponseDto } from '../navigation/navigation.dto.js';
import type { SiteChromeDto } from './layout.dto.js';
import type { HreflangLink } from '../../src/shared/language-alternates.js';
export interface LanguageOption {
  /** e.g. `de` */
  language: string;
  /** Native display name, e.g. `Deutsch` */
  label: string;
  /** URL of the current page in that language (same country when possible). */
  href: string;
  /** The locale URL code that link uses, e.g. `de-ch`. */
  localeUrlCode: string;
}

export interface CountryOption {
  code: string;
  label: string;
  /** URL of the current page in that country (best language of the country). */
  href: string;
  localeUrlCode: string;
}

export interface Breadcrumb {
  title: string;
  /** '' for the last crumb (non-interactive). */
  href: string;
  /** The language of `title` when it is not the page's: content shown in its fallback language (WCAG 3.1.2). */
  lang?: string;
}

/** Where a page's chrome is: its URL (with the version), or the chrome itself for an editor (drafts, never cached). */
export interface ChromeRef {
  url: string;
  version: string;
  inline?: SiteChromeDto;
}

/** The page's own part of the layout: what differs from page to page. */
export type PageLayout = Omit<LayoutData, 'navigation' | 'languages' | 'countries'> & {
  chrome: ChromeRef;
  /**
   * The page's path after the locale segment in each language it has its own address in (e.g. `{de: '/ueber-uns'}`),
   * and `otherPath` for every other language: the switchers' links are `/{localeUrlCode}{path}`.
   */
  paths: Record<string, string>;
  otherPath: string;
};

/** The whole layout as the components read it: the page's part joined with its site chrome. */
export interface LayoutData {
  site: {
    id: string;
    name: string;
    slug: string | null;
    technicalName: string;
    hideSideButtons: boolean;
    enableCutFont: boolean;
    theme: string;
  };
  locale: { code: string; urlCode: string; language: string; country: string; isInternational: boolean };
  /** Name of the cookie holding the chosen locale on this site (`uapp_current_locale[_technicalName]`). */
  localeCookieName: string;
  navigation: SiteNavigationResponseDto;
  languages: LanguageOption[];
  countries: CountryOption[];
  /** Page theme (SPEC §9), applied as CSS class `theme-{name}`. */
  theme: string;
  /** SPEC §3 Page header options: the header's theme (class `header-theme-{name}`); a hidden header is not rendered. */
  header: { theme: string; hidden: boolean };
  /** SPEC §3 Page footer theme (class `footer-theme-{name}`): the page's own, else the site's. */
  footerTheme: string;
  breadcrumbs: Breadcrumb[];
  /** Set when the page is shown in a fallback language: the language it is not available in. */
  unavailableLanguage: string | null;
  /**
   * Canonical URL of the page (also for the share modal), percent-encoded: its own address, or for a page shown with
   * fallback content the address of the version it falls back to.
   */
  canonicalUrl: string;
  /** The page's `hreflang` alternates, as the sitemaps list them (src/shared/language-alternates.ts); often []. */
  alternates: HreflangLink[];
  /**
   * The query of the page's canonical URL (`?page=2`, or ''): the parameters its section declares
   * as naming another document, normalised; never anything else the request carried.
   */
  canonicalSearch: string;
  /**
   * True in technical areas (style-guide, callback, blank-callback) or for testing visitors: no consent banner, no
   * page views, no tracking script (SPEC §2.1).
   */
  trackingDisabled: boolean;
  /**
   * The tag manager script (TRACKING_SCRIPT_URL), or null (none configured, or tracking disabled for this page).
   * Never in the HTML: the browser loads it only with the visitor's marketing consent (renderer/tracking.ts).
   */
  trackingScriptUrl: string | null;
  isEditor: boolean;
  /**
   * The customer portal's links for the header, on sites that have the portal (the main site: the
   * portal's addresses carry no site slug); null elsewhere. The same for every visitor: who is signed in is asked
   * after hydration (`SIGNED_IN_USER_URL`), or given in `signedInUser` on portal pages.
   */
  customerArea: CustomerAreaLinks | null;
  /**
   * The keys of the features on for this page's audience (modules/feature-flags: `live` ones, and `next` ones too
   * with the release toggle on), sorted. Components ask with `hasFeature(layout, FEATURES.…)`.
   */
  features: readonly string[];
  /** The signed-in portal user the header shows with a sign-out link (portal pages only; never a token). */
  signedInUser?: SignedInUser | null;
}

export interface CustomerAreaLinks {
  /** `/{locale}/{portal}`: the dashboard; without a session it starts the sign-in and comes back there. */
  href: string;
  /** `/{locale}/{portal}/account`. */
  accountHref: string;
  /** `/{locale}/{portal}/logout`. */
  logoutHref: string;
}

export interface SignedInUser {
  fullName: string;
  initials: string;
  /** `/{locale}/{portal}/logout`. */
  logoutHref: string;
}
