import type { ComponentType } from 'react';
import type { SectionViewProps } from './section-view-props.js';
import { SearchView } from '../search/SearchView.js';
import { MediaReleasesView } from '../media-releases/MediaReleasesView.js';
import { StoriesView } from '../stories/StoriesView.js';
import { CatalogueView } from '../products/CatalogueView.js';

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
