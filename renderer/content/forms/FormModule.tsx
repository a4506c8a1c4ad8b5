import { ContactForm } from './ContactForm.js';
import { ServiceRequestForm } from './ServiceRequestForm.js';
import { SupportRequestForm } from './SupportRequestForm.js';
import { WhitepaperForm } from './WhitepaperForm.js';
import { type FormModuleType, formModuleProps } from './form-module.js';

export interface FormModuleViewProps {
  type: FormModuleType;
  module: Record<string, unknown>;
}

/** Renders one of the form content modules. */
export function FormModule({ type, module }: FormModuleViewProps) {
  const props = formModuleProps(module);
  switch (type) {
    case 'contact-form':
      return <ContactForm {...props} />;
    case 'support-request-form':
      return <SupportRequestForm {...props} />;
    case 'service-request-form':
      return <ServiceRequestForm {...props} />;
    case 'whitepaper-form':
      return <WhitepaperForm {...props} />;
  }
}
