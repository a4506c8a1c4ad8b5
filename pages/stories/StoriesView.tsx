import '../cms/modules/modules.css';
import './editorial.css';
import type {
  StoryContactPayload,
  StoryContactsPayload,
  StoryDetailPayload,
  StoryListPayload,
} from '../../modules/stories/stories.contract.js';
import type { SectionViewProps } from '../cms/section-view-props.js';
import { StoryContact, StoryContacts } from './StoryContacts.js';
import { StoryDetail } from './StoryDetail.js';
import { StoryList } from './StoryList.js';

/** The stories section (modules/stories/stories.section.ts names the view and its payload). */
export function StoriesView({ view }: SectionViewProps) {
  switch (view.name) {
    case 'list':
      return <StoryList title={view.title} payload={view.payload as StoryListPayload} />;
    case 'detail':
      return <StoryDetail payload={view.payload as StoryDetailPayload} />;
    case 'contacts':
      return <StoryContacts title={view.title} payload={view.payload as StoryContactsPayload} />;
    case 'contact':
      return <StoryContact payload={view.payload as StoryContactPayload} />;
    default:
      return null;
  }
}
