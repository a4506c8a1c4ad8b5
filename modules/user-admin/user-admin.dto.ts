import { ApiProperty, ApiPropertyOptional, type ApiPropertyOptions } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayUnique,
  IsArray,
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
} from 'class-validator';
import {
  ACCESS_LABELS,
  ADMIN_APPLICATIONS,
  type AccessLabel,
  type AdminApplication,
  type InvitationState,
} from './user-admin.contract.js';

/** POST /api/user-admin/users: invite a user (SPEC §5 'Invite user: valid email'). */
export class InviteUserDto {
  @ApiProperty({ format: 'email', maxLength: 200, example: 'jan.novak@example.com' })
  @IsEmail({}, { message: 'Please provide a valid email address' })
  @MaxLength(200)
  email!: string;

  /** @example "Jan" */
  @ApiProperty({ maxLength: 100 })
  @IsString()
  @IsNotEmpty({ message: 'Please enter the first name' })
  @MaxLength(100)
  firstName!: string;

  @ApiProperty({ maxLength: 100, example: 'Novák' })
  @IsString()
  @IsNotEmpty({ message: 'Please enter the last name' })
  @MaxLength(100)
  lastName!: string;

  /** The company to invite into; an internal administrator must name it, an external one invites into their own. */
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'The company to invite into: required for an internal administrator, else their own',
  })
  @IsOptional()
  @IsUUID('all', { message: 'Please choose a company from the list' })
  companyId?: string;

  /** Applications to grant */
  @ApiProperty({
    enum: ADMIN_APPLICATIONS,
    enumName: 'AdminApplication',
    isArray: true,
    example: ['serviceTickets', 'inventory'],
  })
  @IsArray()
  @ArrayUnique()
  @ArrayMaxSize(ADMIN_APPLICATIONS.length)
  @IsIn(ADMIN_APPLICATIONS, { each: true, message: 'Please choose applications from the list' })
  applications!: AdminApplication[];
}

/** POST /api/user-admin/invitations/{token}: the invitee's new password. */
export class AcceptInvitationDto {
  /** At least 10 characters with letters and digits */
  @ApiProperty({ maxLength: 200 })
  @IsString()
  @MaxLength(200)
  password!: string;
}

/** One access label per application (SPEC §4 user-admin access labels). */
const ACCESS_SCHEMA: ApiPropertyOptions = {
  type: 'object',
  properties: Object.fromEntries(
    ADMIN_APPLICATIONS.map((application) => [application, { type: 'string', enum: [...ACCESS_LABELS] }]),
  ),
  required: [...ADMIN_APPLICATIONS],
  description: 'The access label of each application',
  example: Object.fromEntries(ADMIN_APPLICATIONS.map((application) => [application, 'inactive'])),
};

export class AdminUserSummaryDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'jan.novak@example.com' })
  email!: string;

  @ApiProperty({ example: 'Jan Novák' })
  fullName!: string;

  /** @example "Elektro Brno" */
  companyName!: string;

  /** Where the user's own invitation stands */
  @ApiProperty({ enum: ['none', 'pending', 'expired'] })
  invitation!: InvitationState;

  @ApiProperty(ACCESS_SCHEMA)
  access!: Record<AdminApplication, AccessLabel>;
}

export class AuditEntryDto {
  /** @example "grant" */
  action!: string;

  @ApiProperty({ enum: [...ADMIN_APPLICATIONS, null], type: String, nullable: true })
  application!: AdminApplication | null;

  /**
   * Who did it
   * @example "Anna Meier"
   */
  actor!: string;

  @ApiProperty({ format: 'date-time' })
  at!: string;
}

export class AdminUserDetailDto extends AdminUserSummaryDto {
  /** @example "Jan" */
  firstName!: string;

  @ApiProperty({ example: 'Novák' })
  lastName!: string;

  @ApiProperty({ format: 'uuid' })
  companyId!: string;

  /** When the open invitation runs out */
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  invitationExpiresAt!: string | null;

  /** What administrators changed, newest first */
  audit!: AuditEntryDto[];
}

export class InvitedUserDto {
  /** The new user */
  @ApiProperty({ format: 'uuid' })
  id!: string;
}
