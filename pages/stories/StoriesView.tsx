import '../../renderer/content/editorial.css';
import type { SectionViewProps } from '../../renderer/section-views.js';
import { StoryContact, StoryContacts } from './StoryContacts.js';
import { StoryDetail } from './StoryDetail.js';
import { StoryList } from './StoryList.js';

/** The stories section (modules/stories/stories.section.ts names the view and its payload). */
export default function StoriesView({ view }: SectionViewProps<'stories'>) {
  switch (view.name) {
    case 'list':
      return <StoryList title={view.title} payload={view.payload} />;
    case 'detail':
      return <StoryDetail payload={view.payload} />;
    case 'contacts':
      return <StoryContacts title={view.title} payload={view.payload} />;
    case 'contact':
      return <StoryContact payload={view.payload} />;
  }
}
