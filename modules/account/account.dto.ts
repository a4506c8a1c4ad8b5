import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import {
  ACCOUNT_MESSAGES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../account-security/index.js';

const invalid = (field: string) => ({ message: `${field}: ${ACCOUNT_MESSAGES.invalidValue}` });
const passwordMessage = { message: ACCOUNT_MESSAGES.passwordRequired };

/** PUT /api/portal/account/profile (SPEC §5: first and last name required; country and language from the lists). */
export class UpdateProfileDto {
  /** @example "Anna" */
  @ApiProperty({ maxLength: NAME_MAX_LENGTH })
  @IsString(invalid('firstName'))
  @MaxLength(NAME_MAX_LENGTH, invalid('firstName'))
  firstName!: string;

  /** @example "Meier" */
  @ApiProperty({ maxLength: NAME_MAX_LENGTH })
  @IsString(invalid('lastName'))
  @MaxLength(NAME_MAX_LENGTH, invalid('lastName'))
  lastName!: string;

  /**
   * A country code of the site's countries
   * @example "CH"
   */
  @ApiProperty({ maxLength: 10 })
  @IsString(invalid('country'))
  @MaxLength(10, invalid('country'))
  country!: string;

  /**
   * A language code of the site's languages
   * @example "de"
   */
  @ApiProperty({ maxLength: 10 })
  @IsString(invalid('language'))
  @MaxLength(10, invalid('language'))
  language!: string;
}

/** POST /api/portal/account/password (SPEC §5: 'Please enter a password'). */
export class ChangePasswordDto {
  @ApiProperty({ maxLength: PASSWORD_MAX_LENGTH })
  @IsString(passwordMessage)
  @MaxLength(PASSWORD_MAX_LENGTH, invalid('currentPassword'))
  currentPassword!: string;

  @ApiProperty({
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    description: `At least ${PASSWORD_MIN_LENGTH} characters with a letter and a digit, not the email address`,
  })
  @IsString(passwordMessage)
  @MaxLength(PASSWORD_MAX_LENGTH, invalid('newPassword'))
  newPassword!: string;
}

/** POST /api/portal/account/mfa/totp/confirm: a code of the new authenticator. */
export class ConfirmTotpDto {
  /**
   * Six digits from the authenticator (spaces allowed)
   * @example "492 017"
   */
  @ApiProperty({ maxLength: 16 })
  @IsString(invalid('code'))
  @MaxLength(16, invalid('code'))
  code!: string;
}

/** What the account page shows of the signed-in account (never a secret or a hash). */
export class AccountSettingsDto {
  @ApiProperty({ example: 'anna.meier@example.com' })
  email!: string;

  /** @example "Anna" */
  firstName!: string;

  /** @example "Meier" */
  lastName!: string;

  /**
   * A country code, or '' when none was chosen yet
   * @example "CH"
   */
  country!: string;

  /**
   * A language code, or '' when none was chosen yet
   * @example "de"
   */
  language!: string;

  /** @example "Volta Cables" */
  companyName!: string;

  /** An internal employee: only the MFA reset is offered (SPEC §6) */
  managedInternally!: boolean;

  /** A confirmed TOTP authenticator is registered */
  totpEnrolled!: boolean;
}

/** A TOTP enrolment in progress: shown once, until confirmed with a code. */
export class TotpEnrolmentDto {
  /**
   * The shared secret in base32
   * @example "JBSWY3DPEHPK3PXP"
   */
  secret!: string;

  @ApiProperty({
    description: 'The `otpauth://totp/…` URI (for a QR code)',
    example: 'otpauth://totp/Kudex%20Group:anna.meier%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Kudex%20Group',
  })
  uri!: string;

  @ApiProperty({
    description: 'The QR code of `uri`, as one SVG element',
    example: '<svg xmlns="http://www.w3.org/2000/svg" …</svg>',
  })
  qrSvg!: string;
}

export class MfaResetResponseDto {
  /** An authenticator was registered and is removed */
  removed!: boolean;
}
