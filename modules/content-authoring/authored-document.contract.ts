// Stories, media releases and news items as the content API reads and writes them (docs/content-authoring.md);
// browser-safe types, so the editor screens can share them.
import type { RevisionChange, RevisionSummary } from './page-document.contract.js';

export type { RevisionChange, RevisionSummary };

/** The kinds written through AuthoredDocuments (pages and navigation items have their own resources). */
export type StagedKind = 'story' | 'media-release' | 'news-item';

/** One language version in one stage: the kind's fields as its write body names them (`title`, `slug`, …). */
export type AuthoredFields = { language: string; title: string } & Record<string, unknown>;

export interface AuthoredLanguageState {
  language: string;
  draft: AuthoredFields | null;
  published: AuthoredFields | null;
  /** Public path of the published version (`/en/stories/…`); null while only a draft exists or without a URL. */
  path: string | null;
}

export interface AuthoredDocument {
  id: string;
  kind: StagedKind;
  languages: AuthoredLanguageState[];
  /** Sent as the ETag; a write names it in `If-Match`. */
  version: number;
  updatedBy: string;
  updatedAt: string;
  publishAt: string | null;
  unpublishAt: string | null;
}

export interface AuthoredSummary {
  id: string;
  kind: StagedKind;
  title: string;
  languages: Array<{ language: string; stage: 'draft' | 'published' | 'changed'; path: string | null }>;
  version: number;
  updatedBy: string;
  updatedAt: string;
}
