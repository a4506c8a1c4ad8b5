import type { AnchorData, ContentModuleData } from '../modules/content/content-modules.contract.js';

/** SPEC §2.4: the page-level UI state a page opens with (the rest of it starts closed or empty). */
export interface PageUiOpening {
  /** The page opens with a cover hero: its first module is a hero with `cover`. */
  coverHero: boolean;
  /** The sections of its sticky anchor navigation, in page order; empty without one. */
  anchorNavigation: AnchorData[];
}

export const CLOSED_PAGE_UI: PageUiOpening = { coverHero: false, anchorNavigation: [] };

/**
 * What a page's data opens the page-level UI state with: CMS pages (`kind: 'page'`) from their modules; every
 * other page (sections, errors) with nothing. Pure, so the store is seeded the same on the server and in the browser.
 */
export function pageUiOpening(data: unknown): PageUiOpening {
  const page = data as { kind?: unknown; modules?: unknown } | null | undefined;
  if (page?.kind !== 'page' || !Array.isArray(page.modules)) return CLOSED_PAGE_UI;
  const modules = page.modules as ContentModuleData[];
  const first = modules[0];
  const navigation = modules.find((module) => module.type === 'anchor-navigation');
  const items = Array.isArray(navigation?.items) ? (navigation.items as AnchorData[]) : [];
  return { coverHero: first?.type === 'hero' && first.cover === true, anchorNavigation: items };
}
