import { describe, expect, it } from 'vitest';
import { dictionaryFor, translate } from '../../i18n/index.js';
import {
  CONTACT_FIELDS,
  SERVICE_REQUEST_FIELDS,
  SUPPORT_REQUEST_FIELDS,
  fieldError,
  formErrors,
} from './forms.contract.js';

const en = dictionaryFor('en');

describe('forms contract', () => {
  describe(fieldError.name, () => {
    it('gives the field message for a missing required value and nothing for a missing optional one', () => {
      expect(fieldError(SUPPORT_REQUEST_FIELDS.firstName, '  ', {})).toEqual({ key: 'forms.error.firstName' });
      expect(fieldError(CONTACT_FIELDS.company, '', {})).toBeUndefined();
      expect(fieldError(CONTACT_FIELDS.company, undefined, {})).toBeUndefined();
    });

    it('makes the case ID required only for a follow-up on an existing case', () => {
      const rule = SERVICE_REQUEST_FIELDS.existingCaseId;
      expect(fieldError(rule, '', { reason: 'breakdown' })).toBeUndefined();
      expect(fieldError(rule, '', { reason: 'existing-case' })).toEqual({ key: 'forms.error.default' });
      expect(fieldError(rule, 'CASE-1', { reason: 'existing-case' })).toBeUndefined();
    });

    it('reports a value over its cap with the length message', () => {
      expect(fieldError(SUPPORT_REQUEST_FIELDS.product, 'x'.repeat(201), {})).toEqual({
        key: 'forms.error.tooLong',
        params: { max: 200 },
      });
    });

    it('refuses line breaks in single-line fields but allows them in long texts', () => {
      expect(fieldError(SUPPORT_REQUEST_FIELDS.product, 'a\nb', {})).toEqual({ key: 'forms.error.product' });
      expect(fieldError(SUPPORT_REQUEST_FIELDS.message, 'line one\r\nline two\ttabbed', {})).toBeUndefined();
      expect(fieldError(SUPPORT_REQUEST_FIELDS.message, 'bell\u0007', {})).toEqual({ key: 'forms.error.message' });
    });

    it('accepts only true for a required checkbox', () => {
      const rule = SUPPORT_REQUEST_FIELDS.privacyAccepted;
      expect(fieldError(rule, true, {})).toBeUndefined();
      for (const value of [false, undefined, 'true', 1]) {
        expect(fieldError(rule, value, {})).toEqual({ key: 'forms.error.checkbox' });
      }
    });

    it('accepts only listed options in a select', () => {
      expect(fieldError(SERVICE_REQUEST_FIELDS.country, 'CH', {})).toBeUndefined();
      expect(fieldError(SERVICE_REQUEST_FIELDS.country, 'ch', {})).toEqual({ key: 'forms.error.default' });
    });
  });

  describe(formErrors.name, () => {
    it('checks the return address only when it is sent', () => {
      const without = formErrors('service-request', {});
      expect(Object.keys(without).some((path) => path.startsWith('returnAddress.'))).toBe(false);
      const withEmpty = formErrors('service-request', { returnAddress: {} });
      expect(withEmpty['returnAddress.city']).toEqual({ key: 'forms.error.default' });
    });
  });

  it('holds the exact SPEC §5 and §8 wording in English', () => {
    expect(
      [
        'forms.error.default',
        'forms.error.checkbox',
        'forms.error.email',
        'forms.error.firstName',
        'forms.error.lastName',
        'forms.error.company',
        'forms.error.country',
        'forms.error.product',
        'forms.error.serialNumber',
        'forms.error.message',
        'forms.failure.generic',
        'forms.failure.serviceRequest',
      ].map((key) => translate(en, key as never)),
    ).toEqual([
      'Please enter a valid value.',
      'Please select the checkbox to continue.',
      'Please provide a valid email address',
      'Please enter your first name',
      'Please enter your last name',
      'Please enter the company you work for',
      "Please enter the country you're in",
      'Please specify the product your request regards',
      'Please enter the serial number of your product',
      'Please add some more details',
      'Something went wrong. Please verify your input is correct and try again later.',
      'Submission failed, we apologize for the inconvenience',
    ]);
  });
});
