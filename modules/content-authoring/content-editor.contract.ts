// The editor screens under `/{locale}/editor/content` (docs/editors.md): what their views receive. Types only and
// browser-safe: the pages import this file.
import type { AuthoredDocument, AuthoredSummary } from './authored-document.contract.js';
import type { PageDocument, PageSummary } from './page-document.contract.js';

/**
 * The kinds of document the screens edit. Each kind has its API under `/api/content/{kind}` and an entry in the
 * registry (pages/content-editor/content-kinds.ts); the list, create and edit screens serve them all.
 */
export const CONTENT_EDITOR_KINDS = ['pages', 'stories', 'media-releases', 'news-items'] as const;
export type ContentEditorKind = (typeof CONTENT_EDITOR_KINDS)[number];
/** The kinds written through AuthoredDocuments (every kind but pages). */
export type AuthoredEditorKind = Exclude<ContentEditorKind, 'pages'>;

/** A story category as the story form offers it. */
export interface ContentCategoryOption {
  slug: string;
  name: string;
}

export const CONTENT_STAGES = ['draft', 'published', 'changed'] as const;
export type ContentStage = (typeof CONTENT_STAGES)[number];

/** The list's filter as the query string carries it ('' = any). */
export interface ContentListFilter {
  kind: ContentEditorKind;
  q: string;
  site: string;
  language: string;
  stage: ContentStage | '';
  /** `YYYY-MM-DD` */
  changedSince: string;
  page: number;
}

export interface ContentSiteOption {
  id: string;
  name: string;
  languages: string[];
}

export interface ContentListPayload {
  filter: ContentListFilter;
  /** Pages carry their site; the other kinds are the main site's. */
  items: Array<PageSummary | AuthoredSummary>;
  total: number;
  pageSize: number;
  sites: ContentSiteOption[];
  /** `/{locale}/editor/content` */
  basePath: string;
}

export interface ContentCreatePayload {
  kind: ContentEditorKind;
  sites: ContentSiteOption[];
  /** Story categories (stories need one); empty for the other kinds. */
  categories: ContentCategoryOption[];
  apiBase: string;
  basePath: string;
}

interface EditPayloadBase {
  /** The language version edited (`?language=`, else the source language). */
  language: string;
  sites: ContentSiteOption[];
  apiBase: string;
  imagesApi: string;
  basePath: string;
}

export interface PageEditPayload extends EditPayloadBase {
  kind: 'pages';
  document: PageDocument;
}

export interface AuthoredEditPayload extends EditPayloadBase {
  kind: AuthoredEditorKind;
  document: AuthoredDocument;
  /** Story categories; empty for the other kinds. */
  categories: ContentCategoryOption[];
}

export type ContentEditPayload = PageEditPayload | AuthoredEditPayload;

export interface ContentEditorViewPayloads {
  list: ContentListPayload;
  create: ContentCreatePayload;
  edit: ContentEditPayload;
}

declare module '../routing/section-view.contract.js' {
  interface SectionViewPayloads {
    'content-editor': ContentEditorViewPayloads;
  }
}
