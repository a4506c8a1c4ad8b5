import '../../renderer/content/editorial.css';
import type { SectionViewProps } from '../../renderer/section-views.js';
import { ReleaseDetail } from './ReleaseDetail.js';
import { ReleaseList } from './ReleaseList.js';

/** The media releases section (modules/media-releases/media-releases.section.ts names the view). */
export default function MediaReleasesView({ view }: SectionViewProps<'media-releases'>) {
  switch (view.name) {
    case 'list':
      return <ReleaseList title={view.title} payload={view.payload} />;
    case 'detail':
      return <ReleaseDetail payload={view.payload} />;
  }
}
