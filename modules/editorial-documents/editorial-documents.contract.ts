// What stories and media releases share on the wire (SectionView payloads). Types only: pages import this file.
import type { ContentModuleData } from '../content/content-modules.contract.js';

export interface Paging {
  page: number;
  totalPages: number;
  totalItems: number;
}

/** An editorial document (story, media release) in a list: in the reader's language, else English. */
export interface EditorialCardData {
  id: string;
  slug: string;
  /** The language of the text (English when the document is not translated). */
  language: string;
  title: string;
  leadText: string;
  publicationDate: string;
  publicationDateText: string;
}

/** A document's page: its card, its body (content modules as on CMS pages) and whether it is an editor's draft. */
export type EditorialDetailData<Card extends EditorialCardData> = Card & {
  modules: ContentModuleData[];
  draft: boolean;
};
