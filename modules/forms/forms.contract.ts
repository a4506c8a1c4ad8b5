// Form fields, rules and messages shared by the server DTOs and the browser forms (STYLE: Validation).
// No server imports: pages/ bundle this file. Messages are i18n keys; the English texts in i18n/en.json are the
// exact strings of SPEC §5 and the server answers with those.
import type { TranslationKey } from '../../i18n/index.js';

/** The four public forms (SPEC §1), also the last segment of their endpoint `POST /api/forms/{kind}`. */
export const FORM_KINDS = ['contact', 'support-request', 'service-request', 'whitepaper'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export type FieldType = 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'checkbox';

export interface SelectOption {
  value: string;
  /** Label key; options without one are labelled by the component (country and location names). */
  labelKey?: TranslationKey;
}

export interface FieldRule {
  type: FieldType;
  labelKey: TranslationKey;
  /** Shown when a required value is missing or a value is invalid (SPEC §5). */
  messageKey: TranslationKey;
  /** `true`, or required only when the other values say so (e.g. a case ID for an existing case). */
  required: boolean | ((values: Readonly<Record<string, unknown>>) => boolean);
  maxLength?: number;
  pattern?: RegExp;
  options?: readonly SelectOption[];
  /** How the component labels options without a key. */
  optionLabels?: 'country' | 'location';
  autoComplete?: string;
}

export type FieldRules = Readonly<Record<string, FieldRule>>;

export interface FieldError {
  key: TranslationKey;
  params?: Record<string, number>;
}

/** SPEC §5 default messages. */
export const DEFAULT_MESSAGE: TranslationKey = 'forms.error.default';
export const CHECKBOX_MESSAGE: TranslationKey = 'forms.error.checkbox';
export const TOO_LONG_MESSAGE: TranslationKey = 'forms.error.tooLong';

/** Bounds of every text field: a single line, a long text. */
export const MAX_LINE_LENGTH = 200;
export const MAX_TEXT_LENGTH = 5000;

/** ISO 3166-1 countries (and Kosovo); names come from the browser's Intl.DisplayNames in the page language. */
export const COUNTRY_CODES = [
  'AD',
  'AE',
  'AF',
  'AG',
  'AI',
  'AL',
  'AM',
  'AO',
  'AR',
  'AS',
  'AT',
  'AU',
  'AW',
  'AX',
  'AZ',
  'BA',
  'BB',
  'BD',
  'BE',
  'BF',
  'BG',
  'BH',
  'BI',
  'BJ',
  'BL',
  'BM',
  'BN',
  'BO',
  'BQ',
  'BR',
  'BS',
  'BT',
  'BW',
  'BY',
  'BZ',
  'CA',
  'CC',
  'CD',
  'CF',
  'CG',
  'CH',
  'CI',
  'CK',
  'CL',
  'CM',
  'CN',
  'CO',
  'CR',
  'CU',
  'CV',
  'CW',
  'CX',
  'CY',
  'CZ',
  'DE',
  'DJ',
  'DK',
  'DM',
  'DO',
  'DZ',
  'EC',
  'EE',
  'EG',
  'EH',
  'ER',
  'ES',
  'ET',
  'FI',
  'FJ',
  'FK',
  'FM',
  'FO',
  'FR',
  'GA',
  'GB',
  'GD',
  'GE',
  'GF',
  'GG',
  'GH',
  'GI',
  'GL',
  'GM',
  'GN',
  'GP',
  'GQ',
  'GR',
  'GT',
  'GU',
  'GW',
  'GY',
  'HK',
  'HN',
  'HR',
  'HT',
  'HU',
  'ID',
  'IE',
  'IL',
  'IM',
  'IN',
  'IO',
  'IQ',
  'IR',
  'IS',
  'IT',
  'JE',
  'JM',
  'JO',
  'JP',
  'KE',
  'KG',
  'KH',
  'KI',
  'KM',
  'KN',
  'KP',
  'KR',
  'KW',
  'KY',
  'KZ',
  'LA',
  'LB',
  'LC',
  'LI',
  'LK',
  'LR',
  'LS',
  'LT',
  'LU',
  'LV',
  'LY',
  'MA',
  'MC',
  'MD',
  'ME',
  'MF',
  'MG',
  'MH',
  'MK',
  'ML',
  'MM',
  'MN',
  'MO',
  'MP',
  'MQ',
  'MR',
  'MS',
  'MT',
  'MU',
  'MV',
  'MW',
  'MX',
  'MY',
  'MZ',
  'NA',
  'NC',
  'NE',
  'NF',
  'NG',
  'NI',
  'NL',
  'NO',
  'NP',
  'NR',
  'NU',
  'NZ',
  'OM',
  'PA',
  'PE',
  'PF',
  'PG',
  'PH',
  'PK',
  'PL',
  'PM',
  'PN',
  'PR',
  'PS',
  'PT',
  'PW',
  'PY',
  'QA',
  'RE',
  'RO',
  'RS',
  'RU',
  'RW',
  'SA',
  'SB',
  'SC',
  'SD',
  'SE',
  'SG',
  'SH',
  'SI',
  'SJ',
  'SK',
  'SL',
  'SM',
  'SN',
  'SO',
  'SR',
  'SS',
  'ST',
  'SV',
  'SX',
  'SY',
  'SZ',
  'TC',
  'TD',
  'TF',
  'TG',
  'TH',
  'TJ',
  'TK',
  'TL',
  'TM',
  'TN',
  'TO',
  'TR',
  'TT',
  'TV',
  'TW',
  'TZ',
  'UA',
  'UG',
  'US',
  'UY',
  'UZ',
  'VA',
  'VC',
  'VE',
  'VG',
  'VI',
  'VN',
  'VU',
  'WF',
  'WS',
  'XK',
  'YE',
  'YT',
  'ZA',
  'ZM',
  'ZW',
] as const;

const countryOptions: readonly SelectOption[] = COUNTRY_CODES.map((value) => ({ value }));

/** The group's service locations a service request can be routed to: value, city and country code. */
export const SERVICE_LOCATIONS = [
  { value: 'thun-ch', city: 'Thun', country: 'CH' },
  { value: 'wuppertal-de', city: 'Wuppertal', country: 'DE' },
  { value: 'radevormwald-de', city: 'Radevormwald', country: 'DE' },
  { value: 'brno-cz', city: 'Brno', country: 'CZ' },
  { value: 'timisoara-ro', city: 'Timișoara', country: 'RO' },
  { value: 'lyon-fr', city: 'Lyon', country: 'FR' },
  { value: 'barcelona-es', city: 'Barcelona', country: 'ES' },
  { value: 'manchester-gb', city: 'Manchester', country: 'GB' },
  { value: 'st-louis-us', city: 'St. Louis', country: 'US' },
  { value: 'monterrey-mx', city: 'Monterrey', country: 'MX' },
  { value: 'sao-paulo-br', city: 'São Paulo', country: 'BR' },
  { value: 'shanghai-cn', city: 'Shanghai', country: 'CN' },
  { value: 'yokohama-jp', city: 'Yokohama', country: 'JP' },
  { value: 'pune-in', city: 'Pune', country: 'IN' },
] as const;

const locationOptions: readonly SelectOption[] = SERVICE_LOCATIONS.map(({ value }) => ({ value }));

export const REQUESTED_SERVICES: readonly SelectOption[] = [
  { value: 'repair', labelKey: 'forms.option.service.repair' },
  { value: 'maintenance', labelKey: 'forms.option.service.maintenance' },
  { value: 'installation', labelKey: 'forms.option.service.installation' },
  { value: 'calibration', labelKey: 'forms.option.service.calibration' },
  { value: 'retrofit', labelKey: 'forms.option.service.retrofit' },
  { value: 'training', labelKey: 'forms.option.service.training' },
  { value: 'remote-support', labelKey: 'forms.option.service.remoteSupport' },
];

/** `existing-case` makes the case ID required (SPEC §5). */
export const REQUEST_REASONS: readonly SelectOption[] = [
  { value: 'breakdown', labelKey: 'forms.option.reason.breakdown' },
  { value: 'malfunction', labelKey: 'forms.option.reason.malfunction' },
  { value: 'preventive', labelKey: 'forms.option.reason.preventive' },
  { value: 'existing-case', labelKey: 'forms.option.reason.existingCase' },
  { value: 'other', labelKey: 'forms.option.reason.other' },
];

const YES_NO_UNKNOWN: readonly SelectOption[] = [
  { value: 'yes', labelKey: 'forms.option.yes' },
  { value: 'no', labelKey: 'forms.option.no' },
  { value: 'unknown', labelKey: 'forms.option.unknown' },
];

/** Whitepapers offered for download; the form names one by id. */
export const WHITEPAPERS = [
  {
    id: 'smart-wire-processing',
    titleKey: 'forms.whitepaper.smartWireProcessing.title',
    leadKey: 'forms.whitepaper.smartWireProcessing.lead',
  },
] as const satisfies readonly { id: string; titleKey: TranslationKey; leadKey: TranslationKey }[];
export type WhitepaperId = (typeof WHITEPAPERS)[number]['id'];

const ZIP_CODE = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{0,10}[A-Za-z0-9])?$/;
const SERIAL_NUMBER = /^[A-Za-z0-9](?:[A-Za-z0-9./-]{1,38}[A-Za-z0-9])$/;
const CASE_ID = /^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/;
const TELEPHONE = /^\+?[0-9 ()./-]{5,40}$/;

const line = (
  labelKey: TranslationKey,
  messageKey: TranslationKey,
  required: FieldRule['required'],
  extra: Partial<FieldRule> = {},
): FieldRule => ({ type: 'text', labelKey, messageKey, required, maxLength: MAX_LINE_LENGTH, ...extra });

const privacyAccepted = {
  type: 'checkbox',
  labelKey: 'forms.field.privacyAccepted',
  messageKey: CHECKBOX_MESSAGE,
  required: true,
} as const satisfies FieldRule;

/** SPEC §3 Support request, with the SPEC §5 messages. */
export const SUPPORT_REQUEST_FIELDS = {
  email: { ...line('forms.field.email', 'forms.error.email', true, { autoComplete: 'email' }), type: 'email' },
  firstName: line('forms.field.firstName', 'forms.error.firstName', true, { autoComplete: 'given-name' }),
  lastName: line('forms.field.lastName', 'forms.error.lastName', true, { autoComplete: 'family-name' }),
  company: line('forms.field.company', 'forms.error.company', true, { autoComplete: 'organization' }),
  country: {
    type: 'select',
    labelKey: 'forms.field.country',
    messageKey: 'forms.error.country',
    required: true,
    options: countryOptions,
    optionLabels: 'country',
    autoComplete: 'country',
  },
  product: line('forms.field.product', 'forms.error.product', true),
  serialNumber: line('forms.field.serialNumber', 'forms.error.serialNumber', true, { pattern: SERIAL_NUMBER }),
  message: {
    type: 'textarea',
    labelKey: 'forms.field.message',
    messageKey: 'forms.error.message',
    required: true,
    maxLength: MAX_TEXT_LENGTH,
  },
  privacyAccepted,
} as const satisfies FieldRules;

/** The address block of a service request; the optional return address repeats it (SPEC §5). */
export const ADDRESS_FIELDS = {
  firstName: line('forms.field.firstName', DEFAULT_MESSAGE, true, { autoComplete: 'given-name' }),
  lastName: line('forms.field.lastName', DEFAULT_MESSAGE, true, { autoComplete: 'family-name' }),
  company: line('forms.field.company', DEFAULT_MESSAGE, true, { autoComplete: 'organization' }),
  address: line('forms.field.address', DEFAULT_MESSAGE, true, { autoComplete: 'street-address' }),
  city: line('forms.field.city', DEFAULT_MESSAGE, true, { autoComplete: 'address-level2' }),
  state: line('forms.field.state', DEFAULT_MESSAGE, true, { autoComplete: 'address-level1' }),
  zipCode: line('forms.field.zipCode', DEFAULT_MESSAGE, true, { pattern: ZIP_CODE, autoComplete: 'postal-code' }),
  country: {
    type: 'select',
    labelKey: 'forms.field.country',
    messageKey: DEFAULT_MESSAGE,
    required: true,
    options: countryOptions,
    optionLabels: 'country',
    autoComplete: 'country',
  },
} as const satisfies FieldRules;

/** SPEC §3 Service request; SPEC §5 gives no own messages, so every field uses the default one. */
export const SERVICE_REQUEST_FIELDS = {
  firstName: ADDRESS_FIELDS.firstName,
  lastName: ADDRESS_FIELDS.lastName,
  email: { ...line('forms.field.email', DEFAULT_MESSAGE, true, { autoComplete: 'email' }), type: 'email' },
  telephone: {
    ...line('forms.field.telephone', DEFAULT_MESSAGE, false, { autoComplete: 'tel' }),
    type: 'tel',
    pattern: TELEPHONE,
  },
  company: ADDRESS_FIELDS.company,
  address: ADDRESS_FIELDS.address,
  city: ADDRESS_FIELDS.city,
  state: ADDRESS_FIELDS.state,
  zipCode: ADDRESS_FIELDS.zipCode,
  country: ADDRESS_FIELDS.country,
  requestedService: {
    type: 'select',
    labelKey: 'forms.field.requestedService',
    messageKey: DEFAULT_MESSAGE,
    required: true,
    options: REQUESTED_SERVICES,
  },
  reason: {
    type: 'select',
    labelKey: 'forms.field.reason',
    messageKey: DEFAULT_MESSAGE,
    required: false,
    options: REQUEST_REASONS,
  },
  existingCaseId: line('forms.field.existingCaseId', DEFAULT_MESSAGE, (values) => values.reason === 'existing-case', {
    pattern: CASE_ID,
  }),
  subject: line('forms.field.subject', DEFAULT_MESSAGE, true),
  description: {
    type: 'textarea',
    labelKey: 'forms.field.description',
    messageKey: DEFAULT_MESSAGE,
    required: true,
    maxLength: MAX_TEXT_LENGTH,
  },
  machineName: line('forms.field.machineName', DEFAULT_MESSAGE, true),
  serialNumber: line('forms.field.serialNumber', DEFAULT_MESSAGE, true, { pattern: SERIAL_NUMBER }),
  warranty: {
    type: 'select',
    labelKey: 'forms.field.warranty',
    messageKey: DEFAULT_MESSAGE,
    required: false,
    options: YES_NO_UNKNOWN,
  },
  serviceContract: {
    type: 'select',
    labelKey: 'forms.field.serviceContract',
    messageKey: DEFAULT_MESSAGE,
    required: false,
    options: YES_NO_UNKNOWN,
  },
  contactLocation: {
    type: 'select',
    labelKey: 'forms.field.contactLocation',
    messageKey: DEFAULT_MESSAGE,
    required: true,
    options: locationOptions,
    optionLabels: 'location',
  },
  privacyAccepted,
} as const satisfies FieldRules;

/** The contact form: the support request's messages where the fields are the same. */
export const CONTACT_FIELDS = {
  firstName: SUPPORT_REQUEST_FIELDS.firstName,
  lastName: SUPPORT_REQUEST_FIELDS.lastName,
  email: SUPPORT_REQUEST_FIELDS.email,
  company: { ...SUPPORT_REQUEST_FIELDS.company, required: false },
  telephone: SERVICE_REQUEST_FIELDS.telephone,
  country: SUPPORT_REQUEST_FIELDS.country,
  message: SUPPORT_REQUEST_FIELDS.message,
  privacyAccepted,
} as const satisfies FieldRules;

export const WHITEPAPER_FIELDS = {
  firstName: SUPPORT_REQUEST_FIELDS.firstName,
  lastName: SUPPORT_REQUEST_FIELDS.lastName,
  email: SUPPORT_REQUEST_FIELDS.email,
  company: SUPPORT_REQUEST_FIELDS.company,
  country: SUPPORT_REQUEST_FIELDS.country,
  whitepaperId: {
    type: 'select',
    labelKey: 'forms.field.whitepaper',
    messageKey: DEFAULT_MESSAGE,
    required: true,
    options: WHITEPAPERS.map(({ id, titleKey }) => ({ value: id, labelKey: titleKey })),
  },
  privacyAccepted,
} as const satisfies FieldRules;

export const FORM_FIELDS: Readonly<Record<FormKind, FieldRules>> = {
  contact: CONTACT_FIELDS,
  'support-request': SUPPORT_REQUEST_FIELDS,
  'service-request': SERVICE_REQUEST_FIELDS,
  whitepaper: WHITEPAPER_FIELDS,
};

/** The nested group of the service request (SPEC §3: optional return address). */
export const RETURN_ADDRESS = 'returnAddress';

/** Values as the browser holds them and the API receives them: strings, a boolean for checkboxes. */
export type FormValues = Record<string, unknown>;

/** Which values type a field set accepts: text and selects are strings, checkboxes booleans. */
export type ValuesOf<F extends FieldRules> = {
  [K in keyof F]: F[K]['type'] extends 'checkbox' ? boolean : string;
};

// Line breaks and other control characters have no place in a single-line field (they would also let a value
// reach into a mail header); a long text may hold line breaks and tabs.
const LINE_CONTROL = /[\u0000-\u001f\u007f]/;
const TEXT_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// Deliberately simple: one @, no spaces, a dot in the domain. The mail server is the final judge.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function isRequired(rule: FieldRule, values: Readonly<Record<string, unknown>>): boolean {
  return typeof rule.required === 'function' ? rule.required(values) : rule.required;
}

/** The one rule check, on the server (class-validator decorator) and in the browser: `undefined` when valid. */
export function fieldError(
  rule: FieldRule,
  value: unknown,
  values: Readonly<Record<string, unknown>>,
): FieldError | undefined {
  const invalid = { key: rule.messageKey };
  if (rule.type === 'checkbox') {
    if (value === true) return undefined;
    if (value === undefined || value === false) return isRequired(rule, values) ? invalid : undefined;
    return invalid;
  }
  if (isBlank(value)) return isRequired(rule, values) ? invalid : undefined;
  if (typeof value !== 'string') return invalid;
  const text = value.trim();
  if (rule.maxLength !== undefined && value.length > rule.maxLength) {
    return { key: TOO_LONG_MESSAGE, params: { max: rule.maxLength } };
  }
  if ((rule.type === 'textarea' ? TEXT_CONTROL : LINE_CONTROL).test(value)) return invalid;
  if (rule.type === 'email' && (!EMAIL.test(text) || text.length > 254)) return invalid;
  if (rule.pattern && !rule.pattern.test(text)) return invalid;
  if (rule.options && !rule.options.some((option) => option.value === text)) return invalid;
  return undefined;
}

/** Every error of a form's values, keyed by field path (`city`, `returnAddress.city`). */
export function formErrors(kind: FormKind, values: FormValues): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  const check = (rules: FieldRules, group: FormValues, prefix: string) => {
    for (const [name, rule] of Object.entries(rules)) {
      const error = fieldError(rule, group[name], group);
      if (error) errors[prefix + name] = error;
    }
  };
  check(FORM_FIELDS[kind], values, '');
  const returnAddress = values[RETURN_ADDRESS];
  if (kind === 'service-request' && returnAddress !== undefined) {
    check(ADDRESS_FIELDS, isPlainObject(returnAddress) ? returnAddress : {}, `${RETURN_ADDRESS}.`);
  }
  return errors;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Trimmed values of the known fields only (what is stored and mailed). */
export function cleanValues(rules: FieldRules, values: FormValues): Record<string, string | boolean> {
  const clean: Record<string, string | boolean> = {};
  for (const name of Object.keys(rules)) {
    const value = values[name];
    if (typeof value === 'string' && value.trim() !== '') clean[name] = value.trim();
    if (typeof value === 'boolean') clean[name] = value;
  }
  return clean;
}

export const SITE_PATTERN = /^[a-z0-9][a-z0-9-]{0,59}$/;
export const LOCALE_PATTERN = /^[a-z]{2}(?:-[A-Za-z]{2})?$/;
export const MAX_TOKEN_LENGTH = 4096;
