// What the layout needs from the server for every public page: built by the routing service, passed as
// `data.layout` (or as the `layout` of a 404's abort reason). Types only: no server imports.
import type { NavigationLink, SiteNavigationResponse } from '../navigation/navigation.contract.js';

export type { NavigationLink };

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
}

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
  navigation: SiteNavigationResponse;
  languages: LanguageOption[];
  countries: CountryOption[];
  /** Page theme (SPEC §9), applied as CSS class `theme-{name}`. */
  theme: string;
  breadcrumbs: Breadcrumb[];
  /** Set when the page is shown in a fallback language: the language it is not available in. */
  unavailableLanguage: string | null;
  /** Canonical URL of the page, for the share modal. */
  canonicalUrl: string;
  /** True in technical areas (style-guide, callback) or for testing visitors: no tracking scripts. */
  trackingDisabled: boolean;
  /** The tag manager script to load, or null (none configured, or tracking disabled for this page). */
  trackingScriptUrl: string | null;
  isEditor: boolean;
  /** The signed-in portal user the header shows with a sign-out link (portal pages only; never a token). */
  signedInUser?: SignedInUser | null;
}

export interface SignedInUser {
  fullName: string;
  initials: string;
  /** `/{locale}/{portal}/logout`. */
  logoutHref: string;
}
