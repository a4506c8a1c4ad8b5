import { defineErrors } from '../../src/core/errors/index.js';

export const PreviewGateErrors = defineErrors({
  WrongPreviewPassword: { status: 401, message: 'Wrong preview password' },
  TooManyAttempts: { status: 429, message: 'Too many failed preview password attempts; try again in a minute' },
});
