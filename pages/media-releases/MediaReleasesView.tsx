import '../cms/modules/modules.css';
import '../stories/editorial.css';
import type {
  MediaReleaseDetailPayload,
  MediaReleaseListPayload,
} from '../../modules/media-releases/media-releases.contract.js';
import type { SectionViewProps } from '../cms/section-view-props.js';
import { ReleaseDetail } from './ReleaseDetail.js';
import { ReleaseList } from './ReleaseList.js';

/** The media releases section (modules/media-releases/media-releases.section.ts names the view). */
export function MediaReleasesView({ view }: SectionViewProps) {
  switch (view.name) {
    case 'list':
      return <ReleaseList title={view.title} payload={view.payload as MediaReleaseListPayload} />;
    case 'detail':
      return <ReleaseDetail payload={view.payload as MediaReleaseDetailPayload} />;
    default:
      return null;
  }
}
