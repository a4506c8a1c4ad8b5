import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  ADDRESS_FIELDS,
  CONTACT_FIELDS,
  type FormContext,
  LOCALE_PATTERN,
  MAX_TOKEN_LENGTH,
  SERVICE_REQUEST_FIELDS,
  SITE_PATTERN,
  SUPPORT_REQUEST_FIELDS,
  type ValuesOf,
  WHITEPAPER_FIELDS,
} from './forms.contract.js';
import { FormField, OptionalFieldGroup } from './forms.validation.js';

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
