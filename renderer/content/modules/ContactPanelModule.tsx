import type { ContactPanelModuleData } from '../../../modules/content/content-modules.contract.js';
import { useTranslation } from '../../use-translation.js';
import { ContentImage } from './ContentImage.js';
import { ContentLink } from './ContentLink.js';

export interface ContactPanelModuleProps {
  module: ContactPanelModuleData;
}

/** Contact panel (SPEC §2.7): people to talk to with e-mail and phone links, and a link to the contact page. */
export function ContactPanelModule({ module }: ContactPanelModuleProps) {
  const { t } = useTranslation();
  return (
    <section className="contact-panel content-wide">
      <h2>{module.title}</h2>
      {module.text && <p>{module.text}</p>}
      <ul>
        {module.contacts.map((contact) => (
          <li key={contact.name}>
            {contact.image && <ContentImage image={contact.image} size="Contact" className="contact-image" />}
            <p className="contact-name">{contact.name}</p>
            {contact.role && <p className="contact-role">{contact.role}</p>}
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
          </li>
        ))}
      </ul>
      {module.link && <ContentLink link={module.link} className="button" />}
    </section>
  );
}
