import { defineErrors } from '../../src/core/errors/index.js';

export const UserAdminErrors = defineErrors({
  NotAnAdministrator: { status: 403, message: 'User administration needs a delegated administrator role' },
  /** SPEC §8 'Unable to view user details': unknown, or another company's user for an external administrator. */
  UserNotFound: { status: 404, message: 'Unable to view user details' },
  UserAlreadyExists: { status: 409, message: 'The user already exists' },
  UnknownCompany: { status: 400, message: 'Please choose a company from the list' },
  UnknownApplication: { status: 404, message: (application: string) => `There is no application ${application}` },
  UnknownAction: { status: 404, message: (action: string) => `There is no action ${action}` },
  ActionNotAllowed: {
    status: 409,
    message: (action: string, label: string) => `The action ${action} is not possible while the access is ${label}`,
  },
  InvitationNotOpen: {
    status: 409,
    message: (action: string, state: string) => `The action ${action} is not possible: the invitation is ${state}`,
  },
  InvitationInvalid: { status: 404, message: 'This invitation link is not valid' },
  InvitationExpired: {
    status: 410,
    message: 'This invitation has expired; please ask your administrator for a new one',
  },
  PasswordMissing: { status: 400, message: 'Please enter a password' },
  PasswordTooWeak: {
    status: 400,
    message: 'Please use at least 10 characters with letters and digits',
  },
});
