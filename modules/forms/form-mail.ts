import { dictionaryFor, translate } from '../../i18n/index.js';
import { stripHtml, truncateAtWord } from '../../src/shared/text.js';
import {
  ADDRESS_FIELDS,
  FORM_FIELDS,
  type FieldRules,
  type FormKind,
  RETURN_ADDRESS,
  SERVICE_LOCATIONS,
} from './forms.contract.js';
import type { OutgoingMail } from '../mail/index.js';

const ENGLISH = dictionaryFor('en');
const SUBJECT_PREFIX: Readonly<Record<FormKind, string>> = {
  contact: 'Contact form',
  'support-request': 'Support request',
  'service-request': 'Service request',
  whitepaper: 'Whitepaper download',
};
const MAX_SUBJECT_LENGTH = 120;

export interface MailContext {
  submissionId: string;
  site: string;
  locale: string;
  to: string;
}

/** The plain-text mail to the team for one submission: every field with its English label. */
export function composeFormMail(kind: FormKind, payload: Record<string, unknown>, context: MailContext): OutgoingMail {
  const name = [payload.firstName, payload.lastName].filter((part) => typeof part === 'string').join(' ');
  const topic = typeof payload.subject === 'string' ? payload.subject : name;
  // Values are single-line by validation; stripping tags keeps pasted markup out of the subject line anyway.
  const subject = truncateAtWord(`${SUBJECT_PREFIX[kind]}: ${stripHtml(topic)}`, MAX_SUBJECT_LENGTH);
  const lines = [
    `${SUBJECT_PREFIX[kind]} from the website (site ${context.site}, locale ${context.locale})`,
    `Reference: ${context.submissionId}`,
    '',
    ...fieldLines(FORM_FIELDS[kind], payload),
  ];
  const returnAddress = payload[RETURN_ADDRESS];
  if (returnAddress && typeof returnAddress === 'object') {
    lines.push('', 'Return address', ...fieldLines(ADDRESS_FIELDS, returnAddress as Record<string, unknown>));
  }
  return {
    kind: 'form',
    to: context.to,
    replyTo: typeof payload.email === 'string' ? payload.email : null,
    subject,
    text: lines.join('\n') + '\n',
    submissionId: context.submissionId,
  };
}

function fieldLines(rules: FieldRules, values: Record<string, unknown>): string[] {
  return Object.entries(rules).flatMap(([name, rule]) => {
    const value = values[name];
    if (value === undefined || rule.type === 'checkbox') return [];
    const label = translate(ENGLISH, rule.labelKey);
    const shown = rule.optionLabels === 'location' ? locationName(String(value)) : optionLabel(rule, String(value));
    // Long texts go on their own lines below the label.
    return rule.type === 'textarea' ? [`${label}:`, String(shown), ''] : [`${label}: ${shown}`];
  });
}

function optionLabel(rule: FieldRules[string], value: string): string {
  const key = rule.options?.find((option) => option.value === value)?.labelKey;
  return key ? `${translate(ENGLISH, key)} (${value})` : value;
}

function locationName(value: string): string {
  const location = SERVICE_LOCATIONS.find((l) => l.value === value);
  return location ? `${location.city}, ${location.country}` : value;
}
