import { WHITEPAPERS } from '../../../modules/forms/forms.contract.js';
import { useTranslation } from '../../use-translation.js';
import { RequestForm } from './RequestForm.js';
import type { FormModuleProps } from './form-module.js';

/** SPEC §1 whitepaper download: the file is offered after a valid submission. */
export function WhitepaperForm({ title, lead, whitepaperId }: FormModuleProps) {
  const { t } = useTranslation();
  const whitepaper = WHITEPAPERS.find((w) => w.id === whitepaperId);
  if (!whitepaper) return null;
  return (
    <RequestForm
      kind="whitepaper"
      title={title}
      lead={lead}
      intro={
        <div className="whitepaper-summary">
          <h2>{t(whitepaper.titleKey)}</h2>
          <p>{t(whitepaper.leadKey)}</p>
        </div>
      }
      fixedValues={{ whitepaperId: whitepaper.id }}
      sections={[
        {
          legendKey: 'forms.section.contactDetails',
          fields: [
            { name: 'firstName' },
            { name: 'lastName' },
            { name: 'email' },
            { name: 'company' },
            { name: 'country' },
          ],
        },
      ]}
    />
  );
}
