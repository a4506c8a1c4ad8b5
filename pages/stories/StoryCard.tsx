import type { StoryCardData } from '../../modules/stories/stories.contract.js';
import { STORY_GRID_SIZES } from '../../renderer/components/image-layout.js';
import { ContentImage } from '../../renderer/content/modules/ContentImage.js';

export interface StoryCardProps {
  story: StoryCardData;
  /** The link is `{basePath}/{slug}`, unless `href` names it. */
  basePath: string;
  href?: string;
  /** The heading level in the surrounding list. */
  headingLevel?: 2 | 3;
}

/** A story teaser: image, category, date, title and lead; the title is the link. */
export function StoryCard({ story, basePath, href, headingLevel = 2 }: StoryCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="story-card" lang={story.language}>
      {story.teaserImage && <ContentImage image={story.teaserImage} size="StoryTeaser" sizes={STORY_GRID_SIZES} />}
      <p className="story-meta">
        <span className="story-category">{story.category.name}</span>{' '}
        <time dateTime={story.publicationDate}>{story.publicationDateText}</time>
      </p>
      <Heading>
        <a href={href ?? `${basePath}/${story.slug}`}>{story.title}</a>
      </Heading>
      <p>{story.leadText}</p>
    </article>
  );
}
