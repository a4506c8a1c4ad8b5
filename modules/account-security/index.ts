// Account security's public surface (docs/ARCHITECTURE.md: features are used through their index.ts): profile,
// password and the TOTP second factor of the signed-in account.
export { AccountSecurityModule } from './account-security.module.js';
export {
  ACCOUNT_SETTINGS_MAX_FAILURES,
  AccountSettingsService,
  type PasswordChangeInput,
  type ProfileInput,
  type SettingsChoice,
  type SettingsRequestContext,
} from './account-settings.service.js';
export * from './account-settings.contract.js';
export { AccountSettingsErrors } from './account-settings.errors.js';
