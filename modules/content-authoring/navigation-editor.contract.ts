// The navigation editor screen at `/{locale}/editor/content/navigation` (docs/editors.md): what its view receives.
// Types only and browser-safe: the pages import this file.
import type { ContentSiteOption } from './content-editor.contract.js';
import type { NAVIGATION_ITEM_AREAS } from './navigation-item-document.contract.js';

/** The areas the screen edits: the menus (home items are chosen on the home page, not here). */
export type NavigationEditorArea = Extract<(typeof NAVIGATION_ITEM_AREAS)[number], 'header' | 'footer'>;

export interface NavigationEditorPayload {
  sites: ContentSiteOption[];
  /** The first choice, from `?site=&area=&language=` (a bookmarked URL keeps its menu). */
  site: string;
  area: NavigationEditorArea;
  language: string;
  /** `/api/content/navigation-items` */
  apiBase: string;
}

export interface NavigationEditorViewPayloads {
  tree: NavigationEditorPayload;
}

declare module '../routing/section-view.contract.js' {
  interface SectionViewPayloads {
    'navigation-editor': NavigationEditorViewPayloads;
  }
}
