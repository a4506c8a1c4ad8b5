import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import {
  coverHeroAtom,
  newsFeedPanelOpenAtom,
  resetPageUiStateAtom,
  shareModalAtom,
  stickyAnchorNavigationAtom,
} from './page-ui.atoms.js';
import { CLOSED_PAGE_UI, pageUiOpening } from './page-ui.js';

const anchors = [
  { id: 'who-we-are', title: 'Who we are' },
  { id: 'brands', title: 'Brands' },
];
const cmsPage = (modules: unknown[]) => ({ kind: 'page', modules });

describe(pageUiOpening.name, () => {
  it('opens a CMS page with its cover hero and the items of its anchor navigation', () => {
    const data = cmsPage([
      { type: 'hero', cover: true, title: 'About us' },
      { type: 'anchor-navigation', items: anchors },
    ]);
    expect(pageUiOpening(data)).toEqual({ coverHero: true, anchorNavigation: anchors });
  });

  it('counts a cover hero only as the first module, and a plain hero not at all', () => {
    expect(pageUiOpening(cmsPage([{ type: 'rich-text' }, { type: 'hero', cover: true }])).coverHero).toBe(false);
    expect(pageUiOpening(cmsPage([{ type: 'hero', cover: false }])).coverHero).toBe(false);
  });

  it('opens every other page, and a page without data, with neither', () => {
    expect(pageUiOpening({ kind: 'view', modules: [{ type: 'hero', cover: true }] })).toEqual(CLOSED_PAGE_UI);
    expect(pageUiOpening(undefined)).toEqual(CLOSED_PAGE_UI);
    expect(pageUiOpening(cmsPage([{ type: 'anchor-navigation' }]))).toEqual(CLOSED_PAGE_UI);
  });
});

describe('resetPageUiStateAtom', () => {
  it("resets all page-level state and opens only the new page's cover hero and anchor navigation", () => {
    const sut = createStore();
    sut.set(resetPageUiStateAtom, { coverHero: true, anchorNavigation: anchors });
    sut.set(newsFeedPanelOpenAtom, true);
    sut.set(shareModalAtom, { title: 'About us', url: '/en/about', visible: true });

    sut.set(resetPageUiStateAtom, CLOSED_PAGE_UI);
    expect(sut.get(coverHeroAtom)).toBe(false);
    expect(sut.get(stickyAnchorNavigationAtom)).toEqual([]);
    expect(sut.get(newsFeedPanelOpenAtom)).toBe(false);
    expect(sut.get(shareModalAtom).visible).toBe(false);

    sut.set(resetPageUiStateAtom, { coverHero: false, anchorNavigation: anchors });
    expect(sut.get(stickyAnchorNavigationAtom)).toEqual(anchors);
    expect(sut.get(coverHeroAtom)).toBe(false);
  });
});
