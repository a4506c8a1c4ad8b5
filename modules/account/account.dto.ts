import { IsString, MaxLength } from 'class-validator';
import { ACCOUNT_MESSAGES, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../identity/index.js';

const invalid = (field: string) => ({ message: `${field}: ${ACCOUNT_MESSAGES.invalidValue}` });
const passwordMessage = { message: ACCOUNT_MESSAGES.passwordRequired };

/** PUT /api/portal/account/profile (SPEC §5: first and last name required; country and language from the lists). */
export class UpdateProfileDto {
  @IsString(invalid('firstName'))
  @MaxLength(NAME_MAX_LENGTH, invalid('firstName'))
  firstName!: string;

  @IsString(invalid('lastName'))
  @MaxLength(NAME_MAX_LENGTH, invalid('lastName'))
  lastName!: string;

  @IsString(invalid('country'))
  @MaxLength(10, invalid('country'))
  country!: string;

  @IsString(invalid('language'))
  @MaxLength(10, invalid('language'))
  language!: string;
}

/** POST /api/portal/account/password (SPEC §5: 'Please enter a password'). */
export class ChangePasswordDto {
  @IsString(passwordMessage)
  @MaxLength(PASSWORD_MAX_LENGTH, invalid('currentPassword'))
  currentPassword!: string;

  @IsString(passwordMessage)
  @MaxLength(PASSWORD_MAX_LENGTH, invalid('newPassword'))
  newPassword!: string;
}

/** POST /api/portal/account/mfa/totp/confirm: a code of the new authenticator. */
export class ConfirmTotpDto {
  @IsString(invalid('code'))
  @MaxLength(16, invalid('code'))
  code!: string;
}
