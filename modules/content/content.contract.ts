import type { ContentModuleData, PageInjectionData } from './content-modules.contract.js';

/** SPEC §4 document stage: editors see drafts, everyone else the published version. */
export const DOCUMENT_STAGES = ['DRAFT', 'PUBLISHED'] as const;
export type DocumentStage = (typeof DOCUMENT_STAGES)[number];

/**
 * SPEC §2.2: the two CMS pages known by slug (under `home`): the error page's texts and the media releases page's
 * title, lead and modules. Editors edit, preview and translate them like any page.
 */
export const ERROR_PAGE_SLUG = 'error';
export const MEDIA_RELEASES_PAGE_SLUG = 'media-releases';
/** The error page's page type: it is no search result. */
export const ERROR_PAGE_TYPE = 'Error';

/** What a rendered CMS page needs (SPEC §3 Page), never the raw rows. */
export interface PageResponse {
  id: string;
  siteId: string;
  pageType: string;
  theme: string;
  /** SPEC §3 Page header options: the header's theme (the page's theme unless it names one) and whether it is hidden. */
  headerOptions: { theme: string; hidden: boolean };
  /** SPEC §3 Page footer theme; null: the site's footer theme. */
  footerTheme: string | null;
  language: string;
  /** DRAFT only for editors (SPEC §4, §6). */
  stage: DocumentStage;
  title: string;
  /** The `<title>` as the editor wrote it for search engines; '' = `title | company`. */
  seoTitle: string;
  description: string;
  slug: string;
  parentSlug: string;
  /** Validated and sanitized (content-modules.ts). */
  modules: ContentModuleData[];
  injection: PageInjectionData | null;
  /** SPEC §3 Page: the content model of the document ('Page' for CMS pages). */
  cmsType: 'Page';
  /** Languages the page exists in for its audience (published ones; drafts too for editors). */
  languages: string[];
  /** SPEC §4: a published version exists in this language (a draft-only page is not published). */
  isPublished: boolean;
  /** SPEC §3: shown in a fallback language because the requested one is missing (set by routing). */
  isLanguageFallback: boolean;
  /** SPEC §3: the requested language is not available (set by routing, with isLanguageFallback). */
  isLanguageUnavailable: boolean;
  translationTargetLanguages: string[];
  /** SPEC §4 page protection: 'none', 'password' or 'role:<name>' (never the password's hash). */
  protection: string;
}
