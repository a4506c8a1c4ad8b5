import type { SectionView } from '../../modules/routing/section-view.contract.js';

/** What the catch-all page hands the component of a section (pages/cms/section-views.tsx). */
export interface SectionViewProps {
  view: SectionView;
}
