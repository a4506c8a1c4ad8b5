import type { ContactFormDto, FormSubmittedResponseDto, SupportRequestDto, WhitepaperFormDto } from './forms.dto.js';

// Examples of the OpenAPI document (README § REST API). Typed, so a change of the fields fails the typecheck here.

export const CONTACT_EXAMPLE: ContactFormDto = {
  firstName: 'Anna',
  lastName: 'Meier',
  email: 'anna.meier@example.com',
  company: 'Volta Cables',
  country: 'CH',
  message: 'Please send us an offer for two CrimpCenter 36 machines.',
  privacyAccepted: true,
  site: 'main',
  locale: 'de-CH',
};

export const SUPPORT_REQUEST_EXAMPLE: SupportRequestDto = {
  email: 'j.novak@example.com',
  firstName: 'Jan',
  lastName: 'Novák',
  company: 'Elektro Brno',
  country: 'CZ',
  product: 'CrimpCenter 64',
  serialNumber: 'CC64-2024-0117',
  message: 'The crimp force monitor reports errors on every contact since the last software update.',
  privacyAccepted: true,
  locale: 'cs-CZ',
};

export const WHITEPAPER_EXAMPLE: WhitepaperFormDto = {
  firstName: 'Anna',
  lastName: 'Meier',
  email: 'anna.meier@example.com',
  company: 'Volta Cables',
  country: 'CH',
  whitepaperId: 'smart-wire-processing',
  privacyAccepted: true,
};

export const SUBMITTED_EXAMPLE: FormSubmittedResponseDto = { id: '3b7e1c0a-2f4d-4e59-9a61-8d2c5f7b9e10' };
