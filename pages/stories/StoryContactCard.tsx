import type { StoryContactData } from '../../modules/stories/stories.contract.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { ContentImage } from '../../renderer/content/modules/ContentImage.js';

export interface StoryContactCardProps {
  contact: StoryContactData;
  basePath: string;
}

/** A story contact (SPEC §3: id, name, slug, image) with position, e-mail and phone. */
export function StoryContactCard({ contact, basePath }: StoryContactCardProps) {
  const { t } = useTranslation();
  return (
    <div className="story-contact">
      {contact.image && <ContentImage image={contact.image} size="Contact" className="contact-image" />}
      <div>
        <p className="contact-name">
          <a href={`${basePath}/contacts/${contact.slug}`}>{contact.name}</a>
        </p>
        {contact.position && <p className="contact-role">{contact.position}</p>}
        {contact.email && (
          <p>
            {t('cms.contact.email')}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
          </p>
        )}
        {contact.phone && (
          <p>
            {t('cms.contact.phone')}: <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
          </p>
        )}
      </div>
    </div>
  );
}
