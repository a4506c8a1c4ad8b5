import type { ContentModuleData, PageInjectionData } from './content-modules.contract.js';
import type { DocumentStage } from './content.schema.js';

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
