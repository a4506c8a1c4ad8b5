import type { ContentModuleData, PageInjectionData } from './content-modules.contract.js';

/** SPEC §4 document stage: editors see drafts, everyone else the published version. */
export const DOCUMENT_STAGES = ['DRAFT', 'PUBLISHED'] as const;
export type DocumentStage = (typeof DOCUMENT_STAGES)[number];

/** What a rendered CMS page needs (SPEC §3 Page), never the raw rows. */
export interface PageResponse {
  id: string;
  siteId: string;
  pageType: string;
  theme: string;
  language: string;
  /** DRAFT only for editors (SPEC §4, §6). */
  stage: DocumentStage;
  title: string;
  description: string;
  slug: string;
  parentSlug: string;
  /** Validated and sanitized (content-modules.ts). */
  modules: ContentModuleData[];
  injection: PageInjectionData | null;
}
