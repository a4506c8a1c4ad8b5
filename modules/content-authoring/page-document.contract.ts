// The page document as the content API reads and writes it (docs/content-authoring.md); browser-safe types, so the
// editor screens can share them.

/** One language version of a page in one stage, as editors write it. */
export interface PageLanguageFields {
  language: string;
  /** The slug of the navigation parent (`home` for a first-level page). */
  parentSlug: string;
  slug: string;
  title: string;
  /** The document title search engines show (`<title>` as written); '' = the title with the company's name. */
  seoTitle: string;
  /** SEO description (SPEC §3 Page description). */
  description: string;
  modules: Array<{ type: string } & Record<string, unknown>>;
}

/** A language of a page with what exists of it: the draft editors work on and the version the public sees. */
export interface PageLanguageState {
  language: string;
  draft: PageLanguageFields | null;
  published: PageLanguageFields | null;
  /** Public path of the published version, e.g. `/en/about-us`; null while only a draft exists. */
  path: string | null;
}

export interface PageDocument {
  id: string;
  /** Site id: `main` or a microsite's slug. */
  site: string;
  pageType: string;
  theme: string;
  headerOptions: { theme: string | null; hidden: boolean };
  footerTheme: string | null;
  /** `none` or `role:<role name>` (a password is set through the page protection route). */
  protection: string;
  translationSourceLanguage: string;
  languages: PageLanguageState[];
  /** Sent as the ETag; a write names it in `If-Match`. */
  version: number;
  updatedBy: string;
  updatedAt: string;
  publishAt: string | null;
  unpublishAt: string | null;
}

/** One row of the document list. */
export interface PageSummary {
  id: string;
  site: string;
  title: string;
  languages: Array<{ language: string; stage: 'draft' | 'published' | 'changed'; path: string | null }>;
  version: number;
  updatedBy: string;
  updatedAt: string;
}

export interface RevisionSummary {
  revision: number;
  action: string;
  author: string;
  createdAt: string;
}

/** One field that differs between two revisions: its path (`languages.en.modules.0.html`) and both values. */
export interface RevisionChange {
  field: string;
  from: unknown;
  to: unknown;
}
