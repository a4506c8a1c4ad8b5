import { useTranslation } from '../../use-translation.js';
import { RequestForm } from './RequestForm.js';
import type { FormModuleProps } from './form-module.js';

/** SPEC §1 contact form; SPEC §9: it promises a reply within 24 hours. */
export function ContactForm({ title, lead }: FormModuleProps) {
  const { t } = useTranslation();
  return (
    <RequestForm
      kind="contact"
      title={title}
      lead={lead}
      intro={<p className="form-promise">{t('forms.contact.promise')}</p>}
      sections={[
        {
          legendKey: 'forms.section.contactDetails',
          fields: [
            { name: 'firstName' },
            { name: 'lastName' },
            { name: 'email' },
            { name: 'telephone' },
            { name: 'company' },
            { name: 'country' },
          ],
        },
        { legendKey: 'forms.section.request', fields: [{ name: 'message' }] },
      ]}
    />
  );
}
