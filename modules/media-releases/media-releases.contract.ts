// What the media releases section views get (SectionView payloads). Types only: pages import this file.
import type { ContentModuleData } from '../content/content-modules.contract.js';
import type {
  EditorialCardData,
  EditorialDetailData,
  Paging,
} from '../editorial-documents/editorial-documents.contract.js';

export interface MediaReleaseCardData extends EditorialCardData {
  /** SPEC §3 adhoc flag: marked in lists and on the release. */
  adhoc: boolean;
}

/** SPEC §3 Event: link, start and end date (plus title and place). */
export interface EventData {
  id: string;
  title: string;
  location: string;
  link: string;
  startDate: string;
  endDate: string;
  datesText: string;
  /** The language of title and location: the page's, else English (an event without a version in it). */
  language: string;
}

/** The media releases page's own content (SPEC §2.2: a CMS page known by slug), shown above the list. */
export interface MediaReleasesIntro {
  lead: string;
  modules: ContentModuleData[];
  /** An editor sees the page's draft. */
  draft: boolean;
}

/** `/media-releases`: newest first, a page at a time, with the upcoming events. */
export interface MediaReleaseListPayload {
  basePath: string;
  /** null when the CMS page has no version in this language: the list has its UI title alone. */
  intro: MediaReleasesIntro | null;
  releases: MediaReleaseCardData[];
  paging: Paging;
  events: EventData[];
}

/** `/media-releases/{slug}`. */
export interface MediaReleaseDetailPayload {
  basePath: string;
  release: EditorialDetailData<MediaReleaseCardData>;
}

/** The media releases section's views (SectionView.name) and their payloads (media-releases.section.ts). */
export interface MediaReleasesViewPayloads {
  list: MediaReleaseListPayload;
  detail: MediaReleaseDetailPayload;
}

export type MediaReleasesViewName = keyof MediaReleasesViewPayloads;

declare module '../routing/section-view.contract.js' {
  interface SectionViewPayloads {
    'media-releases': MediaReleasesViewPayloads;
  }
}
