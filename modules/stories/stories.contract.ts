// What the stories section views get (SectionView payloads). Types only: pages import this file.
import type { ImageData } from '../content/content-modules.contract.js';
import type {
  EditorialCardData,
  EditorialDetailData,
  Paging,
} from '../editorial-documents/editorial-documents.contract.js';

export type { Paging };

export interface StoryCategoryData {
  slug: string;
  name: string;
}

export interface StoryCardData extends EditorialCardData {
  category: StoryCategoryData;
  teaserImage: ImageData | null;
}

export interface StoryContactData {
  id: string;
  slug: string;
  name: string;
  position: string;
  image: ImageData | null;
  email: string;
  phone: string;
}

/** `/stories`: the newest stories of a category (or all), a page at a time. */
export interface StoryListPayload {
  basePath: string;
  categories: StoryCategoryData[];
  activeCategory: string | null;
  stories: StoryCardData[];
  paging: Paging;
}

/** `/stories/{slug}`. */
export interface StoryDetailPayload {
  basePath: string;
  story: EditorialDetailData<StoryCardData>;
  contacts: StoryContactData[];
}

/** `/stories/contacts`. */
export interface StoryContactsPayload {
  basePath: string;
  contacts: StoryContactData[];
}

/** `/stories/contacts/{author}`: the contact and their stories. */
export interface StoryContactPayload {
  basePath: string;
  contact: StoryContactData;
  stories: StoryCardData[];
}

/** The stories section's views (SectionView.name) and their payloads; `modules/stories/stories.section.ts` answers them. */
export interface StoriesViewPayloads {
  list: StoryListPayload;
  detail: StoryDetailPayload;
  contacts: StoryContactsPayload;
  contact: StoryContactPayload;
}

export type StoriesViewName = keyof StoriesViewPayloads;

declare module '../routing/section-view.contract.js' {
  interface SectionViewPayloads {
    stories: StoriesViewPayloads;
  }
}
