import { defineErrors } from '../../src/core/errors/index.js';

export const EditorAuthErrors = defineErrors({
  /** More than 10 wrong passwords from one client within a minute. */
  TooManyAttempts: { status: 429, message: 'Too many failed editor sign-in attempts; try again in a minute' },
  EditorSignInRequired: { status: 401, message: 'Editor sign-in required' },
  CrossSiteRequest: { status: 403, message: 'Cross-site request refused' },
  MissingCredentials: { status: 400, message: 'Send either input (the editor password) or hash (the cookie value)' },
});
