import type { ComponentType } from 'react';
import type { SectionView } from '../../renderer/section-view.contract.js';
import { SearchView } from '../search/SearchView.js';
import { MediaReleasesView } from '../media-releases/MediaReleasesView.js';
import { StoriesView } from '../stories/StoriesView.js';
import { CatalogueView } from '../products/CatalogueView.js';

export interface SectionViewProps {
  view: SectionView;
}

/**
 * The component of each section a server-side SectionResolver answers (modules/routing/section-registry.ts):
 * keyed by `SectionView.section`. Each feature adds its own entry.
 */
export const SECTION_VIEWS: Record<string, ComponentType<SectionViewProps>> = {
  search: SearchView,
  stories: StoriesView,
  'media-releases': MediaReleasesView,
  catalogue: CatalogueView,
};
