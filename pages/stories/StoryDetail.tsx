import type { StoryDetailPayload } from '../../modules/stories/stories.contract.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { ContentModules } from '../../renderer/content/ContentModules.js';
import { DraftNotice } from '../../renderer/content/DraftNotice.js';
import { PageFeedback } from '../../renderer/content/PageFeedback.js';
import { imageModuleSizes } from '../../renderer/components/image-layout.js';
import { ContentImage } from '../../renderer/content/modules/ContentImage.js';
import { StoryContactCard } from './StoryContactCard.js';

export interface StoryDetailProps {
  payload: StoryDetailPayload;
}

/** `/stories/{slug}`: lead text, teaser image, body modules and the story's contacts (SPEC §2.2, §3). */
export function StoryDetail({ payload }: StoryDetailProps) {
  const { t } = useTranslation();
  const { story, contacts, basePath } = payload;
  return (
    <article className="story" lang={story.language}>
      {story.draft && <DraftNotice />}
      <header className="content-width">
        <p className="story-meta">
          <a href={`${basePath}?category=${story.category.slug}`} className="story-category">
            {story.category.name}
          </a>{' '}
          <time dateTime={story.publicationDate}>{story.publicationDateText}</time>
        </p>
        <h1>{story.title}</h1>
        <p className="lead">{story.leadText}</p>
      </header>
      {story.teaserImage && (
        <figure className="image-module image-BreakOut">
          <ContentImage image={story.teaserImage} size="BreakOut" eager sizes={imageModuleSizes('BreakOut')} />
        </figure>
      )}
      <ContentModules modules={story.modules} />
      {contacts.length > 0 && (
        <aside className="story-contacts content-width" aria-labelledby="story-contacts-heading">
          <h2 id="story-contacts-heading">{t('stories.contactsHeading')}</h2>
          {contacts.map((contact) => (
            <StoryContactCard key={contact.id} contact={contact} basePath={basePath} />
          ))}
        </aside>
      )}
      <PageFeedback />
    </article>
  );
}
