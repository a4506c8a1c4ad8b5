import type { StoryContactPayload, StoryContactsPayload } from '../../modules/stories/stories.contract.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { StoryCard } from './StoryCard.js';
import { StoryContactCard } from './StoryContactCard.js';

/** `/stories/contacts`: everyone to ask about a story. */
export function StoryContacts({ title, payload }: { title: string; payload: StoryContactsPayload }) {
  return (
    <section className="editorial-list">
      <h1>{title}</h1>
      <ul className="contact-grid">
        {payload.contacts.map((contact) => (
          <li key={contact.id}>
            <StoryContactCard contact={contact} basePath={payload.basePath} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `/stories/contacts/{author}`: one contact and their stories. */
export function StoryContact({ payload }: { payload: StoryContactPayload }) {
  const { t } = useTranslation();
  const { contact, stories, basePath } = payload;
  return (
    <section className="editorial-list">
      <h1>{contact.name}</h1>
      <StoryContactCard contact={contact} basePath={basePath} />
      <h2>{t('stories.contacts.storiesBy', { name: contact.name })}</h2>
      <ul className="story-grid">
        {stories.map((story) => (
          <li key={story.id}>
            <StoryCard story={story} basePath={basePath} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
