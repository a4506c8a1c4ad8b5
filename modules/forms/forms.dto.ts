import { IsOptional, IsString, Matches, MaxLength, ValidateBy, type ValidationArguments } from 'class-validator';
import { dictionaryFor, translate } from '../../i18n/index.js';
import {
  ADDRESS_FIELDS,
  CONTACT_FIELDS,
  type FieldError,
  type FieldRule,
  type FieldRules,
  type FormContext,
  LOCALE_PATTERN,
  MAX_TOKEN_LENGTH,
  SERVICE_REQUEST_FIELDS,
  SITE_PATTERN,
  SUPPORT_REQUEST_FIELDS,
  type ValuesOf,
  WHITEPAPER_FIELDS,
  fieldError,
  isPlainObject,
} from './forms.contract.js';

const ENGLISH = dictionaryFor('en');

/** The API answers in English: the exact SPEC §5 strings (i18n/en.json holds them for the browser too). */
export function englishMessage(error: FieldError): string {
  return translate(ENGLISH, error.key, error.params);
}

const siblings = (args: ValidationArguments | undefined) => (args?.object ?? {}) as Record<string, unknown>;

/** class-validator decorator running the contract's rule: one message per field, the same check as the browser. */
export function FormField(rule: FieldRule): PropertyDecorator {
  return ValidateBy({
    name: 'formField',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => fieldError(rule, value, siblings(args)) === undefined,
      defaultMessage: (args?: ValidationArguments) => {
        const error = fieldError(rule, args?.value, siblings(args));
        return error ? englishMessage(error) : '';
      },
    },
  });
}

/**
 * An optional nested group of fields (the service request's return address). Validated as a whole so that its
 * messages read `returnAddress.city: Please enter a valid value.` and unknown keys inside it are refused too.
 */
export function OptionalFieldGroup(rules: FieldRules): PropertyDecorator {
  const problems = (value: unknown, property: string): string[] => {
    if (value === undefined) return [];
    if (!isPlainObject(value)) return [`${property}: ${englishMessage({ key: 'forms.error.default' })}`];
    const unknown = Object.keys(value)
      .filter((key) => !(key in rules))
      .map((key) => `property ${property}.${key} should not exist`);
    const invalid = Object.entries(rules).flatMap(([name, rule]) => {
      const error = fieldError(rule, value[name], value);
      return error ? [`${property}.${name}: ${englishMessage(error)}`] : [];
    });
    return [...unknown, ...invalid];
  };
  return ValidateBy({
    name: 'formFieldGroup',
    validator: {
      validate: (value: unknown, args?: ValidationArguments) => problems(value, args?.property ?? '').length === 0,
      defaultMessage: (args?: ValidationArguments) => problems(args?.value, args?.property ?? '').join('; '),
    },
  });
}

/** Fields every form accepts besides its own (see FormContext). */
export class FormContextDto implements FormContext {
  @IsOptional()
  @IsString()
  @Matches(SITE_PATTERN, { message: 'site must be a site id such as main' })
  site?: string;

  @IsOptional()
  @IsString()
  @Matches(LOCALE_PATTERN, { message: 'locale must be a locale code such as en or de-CH' })
  locale?: string;

  @IsOptional()
  @IsString()
  @MaxLength(MAX_TOKEN_LENGTH)
  recaptchaToken?: string;
}

const S = SUPPORT_REQUEST_FIELDS;
export class SupportRequestDto extends FormContextDto implements ValuesOf<typeof SUPPORT_REQUEST_FIELDS> {
  @FormField(S.email) email!: string;
  @FormField(S.firstName) firstName!: string;
  @FormField(S.lastName) lastName!: string;
  @FormField(S.company) company!: string;
  @FormField(S.country) country!: string;
  @FormField(S.product) product!: string;
  @FormField(S.serialNumber) serialNumber!: string;
  @FormField(S.message) message!: string;
  @FormField(S.privacyAccepted) privacyAccepted!: boolean;
}

const R = SERVICE_REQUEST_FIELDS;
export class ServiceRequestDto extends FormContextDto implements Partial<ValuesOf<typeof SERVICE_REQUEST_FIELDS>> {
  @FormField(R.firstName) firstName!: string;
  @FormField(R.lastName) lastName!: string;
  @FormField(R.email) email!: string;
  @FormField(R.telephone) telephone?: string;
  @FormField(R.company) company!: string;
  @FormField(R.address) address!: string;
  @FormField(R.city) city!: string;
  @FormField(R.state) state!: string;
  @FormField(R.zipCode) zipCode!: string;
  @FormField(R.country) country!: string;
  @OptionalFieldGroup(ADDRESS_FIELDS) returnAddress?: Partial<ValuesOf<typeof ADDRESS_FIELDS>>;
  @FormField(R.requestedService) requestedService!: string;
  @FormField(R.reason) reason?: string;
  @FormField(R.existingCaseId) existingCaseId?: string;
  @FormField(R.subject) subject!: string;
  @FormField(R.description) description!: string;
  @FormField(R.machineName) machineName!: string;
  @FormField(R.serialNumber) serialNumber!: string;
  @FormField(R.warranty) warranty?: string;
  @FormField(R.serviceContract) serviceContract?: string;
  @FormField(R.contactLocation) contactLocation!: string;
  @FormField(R.privacyAccepted) privacyAccepted!: boolean;
}

const C = CONTACT_FIELDS;
export class ContactFormDto extends FormContextDto implements Partial<ValuesOf<typeof CONTACT_FIELDS>> {
  @FormField(C.firstName) firstName!: string;
  @FormField(C.lastName) lastName!: string;
  @FormField(C.email) email!: string;
  @FormField(C.company) company?: string;
  @FormField(C.telephone) telephone?: string;
  @FormField(C.country) country!: string;
  @FormField(C.message) message!: string;
  @FormField(C.privacyAccepted) privacyAccepted!: boolean;
}

const W = WHITEPAPER_FIELDS;
export class WhitepaperFormDto extends FormContextDto implements ValuesOf<typeof WHITEPAPER_FIELDS> {
  @FormField(W.firstName) firstName!: string;
  @FormField(W.lastName) lastName!: string;
  @FormField(W.email) email!: string;
  @FormField(W.company) company!: string;
  @FormField(W.country) country!: string;
  @FormField(W.whitepaperId) whitepaperId!: string;
  @FormField(W.privacyAccepted) privacyAccepted!: boolean;
}
