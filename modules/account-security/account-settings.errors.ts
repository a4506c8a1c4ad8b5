import { defineErrors } from '../../src/core/errors/index.js';
import { ACCOUNT_MESSAGES } from './account-settings.contract.js';

/** The account settings' failures (README Conventions: Errors). */
export const AccountSettingsErrors = defineErrors({
  AccountNotFound: { status: 404, message: 'Account not found' },
  ManagedInternally: {
    status: 403,
    message: 'The account of an internal employee is managed internally: its profile and password cannot be changed',
  },
  ProfileInvalid: {
    status: 400,
    message: (fields: string[]) => fields.map((f) => `${f}: ${ACCOUNT_MESSAGES.invalidValue}`).join('; '),
  },
  PasswordRequired: { status: 400, message: ACCOUNT_MESSAGES.passwordRequired },
  PasswordWeak: { status: 400, message: ACCOUNT_MESSAGES.passwordWeak },
  CurrentPasswordWrong: { status: 400, message: ACCOUNT_MESSAGES.currentPasswordWrong },
  TooManyAttempts: { status: 429, message: 'Too many failed attempts. Please try again later.' },
  TotpAlreadyEnrolled: { status: 409, message: 'An authenticator is already registered: reset it first' },
  TotpNotStarted: { status: 409, message: 'No authenticator enrolment is in progress' },
  TotpCodeInvalid: { status: 400, message: ACCOUNT_MESSAGES.codeInvalid },
});
