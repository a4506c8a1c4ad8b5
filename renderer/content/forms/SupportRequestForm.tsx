import { RequestForm } from './RequestForm.js';
import type { FormModuleProps } from './form-module.js';

/** SPEC §3 support request with the SPEC §5 messages. */
export function SupportRequestForm({ title, lead }: FormModuleProps) {
  return (
    <RequestForm
      kind="support-request"
      title={title}
      lead={lead}
      sections={[
        {
          legendKey: 'forms.section.contactDetails',
          fields: [
            { name: 'email' },
            { name: 'firstName' },
            { name: 'lastName' },
            { name: 'company' },
            { name: 'country' },
          ],
        },
        {
          legendKey: 'forms.section.request',
          fields: [
            { name: 'product' },
            { name: 'serialNumber', hintKey: 'forms.hint.serialNumber' },
            { name: 'message' },
          ],
        },
      ]}
    />
  );
}
