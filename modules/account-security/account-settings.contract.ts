// Account settings (SPEC §2.2 `/{locale}/{customer-area}/account`, §5, §6): the rules and messages
// the browser shares with the server. Browser-safe: types and constants only.

/** SPEC §5 messages (English; the API answers with them, the page shows the i18n key of the same text). */
export const ACCOUNT_MESSAGES = {
  invalidValue: 'Please enter a valid value.',
  passwordRequired: 'Please enter a password',
  passwordWeak: 'The new password needs at least 10 characters, with at least one letter and one digit.',
  currentPasswordWrong: 'The current password is not correct.',
  codeInvalid: 'The code is not valid.',
} as const;

/** Bounds of the profile's names (characters, after trimming). */
export const NAME_MAX_LENGTH = 100;
/** Bounds of a password (the hash input): anything longer is refused before hashing. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

/**
 * The password strength rule, stated on the page: at least 10 characters, with at least one letter and one digit
 * (any script's letters count), and not the user's email address.
 */
export function isStrongPassword(password: string, email = ''): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /\p{L}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    password.trim().toLowerCase() !== email.trim().toLowerCase()
  );
}

/** A TOTP code as typed: six digits (spaces allowed in between). */
export function normaliseTotpCode(code: string): string | undefined {
  const digits = code.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}
