import { RequestForm } from './RequestForm.js';
import type { FormModuleProps } from './form-module.js';

/** SPEC §3 service request, with the optional return address repeating the address fields (SPEC §5). */
export function ServiceRequestForm({ title, lead, fallbackEmail }: FormModuleProps) {
  return (
    <RequestForm
      kind="service-request"
      title={title}
      lead={lead}
      fallbackEmail={fallbackEmail}
      sections={[
        {
          legendKey: 'forms.section.contactDetails',
          fields: [
            { name: 'firstName' },
            { name: 'lastName' },
            { name: 'email' },
            { name: 'telephone' },
            { name: 'company' },
            { name: 'address' },
            { name: 'city' },
            { name: 'state' },
            { name: 'zipCode' },
            { name: 'country' },
          ],
          returnAddressAfter: true,
        },
        {
          legendKey: 'forms.section.request',
          fields: [
            { name: 'requestedService' },
            { name: 'reason' },
            { name: 'existingCaseId', hintKey: 'forms.hint.existingCaseId' },
            { name: 'subject' },
            { name: 'description' },
          ],
        },
        {
          legendKey: 'forms.section.machine',
          fields: [
            { name: 'machineName' },
            { name: 'serialNumber', hintKey: 'forms.hint.serialNumber' },
            { name: 'warranty' },
            { name: 'serviceContract' },
            { name: 'contactLocation' },
          ],
        },
      ]}
    />
  );
}
