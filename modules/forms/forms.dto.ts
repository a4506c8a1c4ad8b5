import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import {
  ADDRESS_FIELDS,
  CONTACT_FIELDS,
  LOCALE_PATTERN,
  MAX_TOKEN_LENGTH,
  SERVICE_REQUEST_FIELDS,
  SITE_PATTERN,
  SUPPORT_REQUEST_FIELDS,
  type ValuesOf,
  WHITEPAPER_FIELDS,
} from './forms.contract.js';
import { FormField, OptionalFieldGroup } from './forms.validation.js';

/** Fields every form accepts besides its own: the page it was sent from and the reCAPTCHA token. */
export class FormContextDto {
  /**
   * Site id the form was sent from
   * @example "main"
   */
  @ApiPropertyOptional({ default: 'main' })
  @IsOptional()
  @IsString()
  @Matches(SITE_PATTERN, { message: 'site must be a site id such as main' })
  site?: string;

  /**
   * Locale code of the page
   * @example "de-CH"
   */
  @ApiPropertyOptional({ default: 'en' })
  @IsOptional()
  @IsString()
  @Matches(LOCALE_PATTERN, { message: 'locale must be a locale code such as en or de-CH' })
  locale?: string;

  @ApiPropertyOptional({
    maxLength: MAX_TOKEN_LENGTH,
    description: 'SPEC §7.8: reCAPTCHA Enterprise token for action SUBMIT, when `recaptchaSiteKey` is set',
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_TOKEN_LENGTH)
  recaptchaToken?: string;
}

const S = SUPPORT_REQUEST_FIELDS;
export class SupportRequestDto extends FormContextDto {
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
export class ServiceRequestDto extends FormContextDto {
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
  @OptionalFieldGroup(ADDRESS_FIELDS, 'Where to return the machine, if not to the address above')
  returnAddress?: Partial<ValuesOf<typeof ADDRESS_FIELDS>>;
  @FormField(R.requestedService) requestedService!: string;
  @FormField(R.reason) reason?: string;
  @FormField(R.existingCaseId, { description: 'Existing case ID: required when `reason` is `existing-case`' })
  existingCaseId?: string;
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
export class ContactFormDto extends FormContextDto {
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
export class WhitepaperFormDto extends FormContextDto {
  @FormField(W.firstName) firstName!: string;
  @FormField(W.lastName) lastName!: string;
  @FormField(W.email) email!: string;
  @FormField(W.company) company!: string;
  @FormField(W.country) country!: string;
  @FormField(W.whitepaperId) whitepaperId!: string;
  @FormField(W.privacyAccepted) privacyAccepted!: boolean;
}

export class WhitepaperDownloadDto {
  @ApiProperty({
    description: 'Where to fetch the PDF (unguessable, valid for a day)',
    example:
      '/api/forms/whitepaper/download/3b7e1c0a-2f4d-4e59-9a61-8d2c5f7b9e10.1795601700.q3Jk1xO0mWf9T2p7bVhN4sLcYd8eRaZu6gHiE5tKj0U',
  })
  url!: string;

  /** @example "kudex-smart-wire-processing.pdf" */
  fileName!: string;

  /** @example "2026-11-25T10:15:00.000Z" */
  @ApiProperty({ format: 'date-time' })
  expiresAt!: string;
}

/** `201` answer of every form endpoint. */
export class FormSubmittedResponseDto {
  /**
   * Id of the stored submission
   * @example "3b7e1c0a-2f4d-4e59-9a61-8d2c5f7b9e10"
   */
  id!: string;

  /** Whitepaper only */
  download?: WhitepaperDownloadDto;
}

export class FormSettingsResponseDto {
  /** SPEC §7.8: the reCAPTCHA Enterprise site key when bot protection is on, else null */
  @ApiProperty({ type: String, nullable: true, example: null })
  recaptchaSiteKey!: string | null;
}

/**
 * The field rules the browser validates by (forms.contract.ts) and these declarations must agree: a rule without
 * its property here, or of another type, is a compile error on these lines.
 */
type Holds<Declaration extends Rules, Rules> = Declaration;
export type FormDeclarationsAgree = [
  Holds<SupportRequestDto, ValuesOf<typeof SUPPORT_REQUEST_FIELDS>>,
  Holds<ServiceRequestDto, Partial<ValuesOf<typeof SERVICE_REQUEST_FIELDS>>>,
  Holds<ContactFormDto, Partial<ValuesOf<typeof CONTACT_FIELDS>>>,
  Holds<WhitepaperFormDto, ValuesOf<typeof WHITEPAPER_FIELDS>>,
];
