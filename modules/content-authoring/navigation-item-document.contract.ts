// The navigation item document as the content API reads and writes it (docs/content-authoring.md § Navigation);
// browser-safe types, so the editor screens can share them.
import type { ContentTeaserCardDto, NavigationSectionDto } from '../navigation/navigation.dto.js';

/** Where an item lives (SPEC §5): the header, the footer, or the home items. */
export const NAVIGATION_ITEM_AREAS = ['header', 'footer', 'home'] as const;
/** A plain link, a footer section, the footer contact link, the marketing logo section (SPEC §2.4). */
export const NAVIGATION_ITEM_KINDS = ['link', 'section', 'contact', 'marketing-logo'] as const;
/** `countries` of a home item may name the synthetic country ALL: a home page editors prepare (SPEC §6). */
export const EDITOR_HOME_COUNTRY = 'ALL';

/** One language of an item in one stage: its texts and (the same in every language) its place and link. */
export interface NavigationItemVersion {
  language: string;
  title: string;
  breadcrumbOverride: string | null;
  linkText: string | null;
  marketingTitle: string | null;
  marketingDescription: string | null;
  sections: NavigationSectionDto[];
  teaser: ContentTeaserCardDto | null;
  parentId: string | null;
  /** Place among the parent's children, from 0. */
  position: number;
  url: string | null;
  pageId: string | null;
  target: '_self' | '_blank';
  /** ISO 3166 alpha-2 codes the item is shown in; empty: everywhere. */
  countries: string[];
  hidden: boolean;
  hideSubItems: boolean;
}

export interface NavigationItemLanguageState {
  language: string;
  draft: NavigationItemVersion | null;
  published: NavigationItemVersion | null;
}

export interface NavigationItemDocument {
  id: string;
  site: string;
  area: (typeof NAVIGATION_ITEM_AREAS)[number];
  kind: (typeof NAVIGATION_ITEM_KINDS)[number];
  /** The place and link editors work on: the draft's where there is one, else the published one's. */
  parentId: string | null;
  position: number;
  url: string | null;
  pageId: string | null;
  target: '_self' | '_blank';
  countries: string[];
  hidden: boolean;
  hideSubItems: boolean;
  languages: NavigationItemLanguageState[];
  /** Sent as the ETag; a write names it in `If-Match`. */
  version: number;
  updatedBy: string;
  updatedAt: string;
  publishAt: string | null;
  unpublishAt: string | null;
}

/** One row of the navigation item list. */
export interface NavigationItemSummary {
  id: string;
  site: string;
  area: NavigationItemDocument['area'];
  kind: NavigationItemDocument['kind'];
  parentId: string | null;
  position: number;
  title: string;
  /** The link (the editor's tree shows it): a path or URL, or a linked page's id. */
  url: string | null;
  pageId: string | null;
  hidden: boolean;
  countries: string[];
  languages: Array<{ language: string; stage: 'draft' | 'published' | 'changed' }>;
  version: number;
  updatedBy: string;
  updatedAt: string;
}
