/** A site as pages and the API see it (SPEC §3 Site). */
export interface SiteResponse {
  id: string;
  name: string;
  slug: string | null;
  technicalName: string;
  theme: string;
  /** SPEC §3 footer theme of the site's pages (a page may name its own). */
  footerTheme: string;
  internationalOnly: boolean;
  hideSideButtons: boolean;
  enableCutFont: boolean;
  languages: string[];
  defaultLanguage: string;
  domains: { host: string; slug: string | null }[];
}
