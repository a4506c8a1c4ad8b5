import type { TranslationKey } from '../../../i18n/index.js';
import type { FormKind } from '../../../modules/forms/forms.contract.js';

/** The form content modules (SPEC §1) as stored in a page's modules. */
export const FORM_MODULE_TYPES = [
  'contact-form',
  'support-request-form',
  'service-request-form',
  'whitepaper-form',
] as const;
export type FormModuleType = (typeof FORM_MODULE_TYPES)[number];

export interface FormModuleProps {
  title: string;
  lead: string;
  /** service-request-form: the address offered when sending fails (SPEC §8). */
  fallbackEmail?: string;
  /** whitepaper-form: which whitepaper the form gives. */
  whitepaperId?: string;
}

export function isFormModuleType(type: string): type is FormModuleType {
  return (FORM_MODULE_TYPES as readonly string[]).includes(type);
}

/** Reads the props of a stored module defensively: content is data, not code. */
export function formModuleProps(module: Record<string, unknown>): FormModuleProps {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    title: text(module.title),
    lead: text(module.lead),
    fallbackEmail: text(module.fallbackEmail) || undefined,
    whitepaperId: text(module.whitepaperId) || undefined,
  };
}

/** The success message of each form (the contact form repeats its 24-hour promise, SPEC §9). */
export const SUCCESS_KEYS: Readonly<Record<FormKind, TranslationKey>> = {
  contact: 'forms.success.contact',
  'support-request': 'forms.success.supportRequest',
  'service-request': 'forms.success.serviceRequest',
  whitepaper: 'forms.success.whitepaper',
};
