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
import { ADMIN_APPLICATIONS, type AdminApplication } from './user-admin.contract.js';

/** POST /api/user-admin/users: invite a user (SPEC §5 'Invite user: valid email'). */
export class InviteUserDto {
  @IsEmail({}, { message: 'Please provide a valid email address' })
  @MaxLength(200)
  email!: string;

  @IsString()
  @IsNotEmpty({ message: 'Please enter the first name' })
  @MaxLength(100)
  firstName!: string;

  @IsString()
  @IsNotEmpty({ message: 'Please enter the last name' })
  @MaxLength(100)
  lastName!: string;

  /** The company to invite into; an internal administrator must name it, an external one invites into their own. */
  @IsOptional()
  @IsUUID('all', { message: 'Please choose a company from the list' })
  companyId?: string;

  @IsArray()
  @ArrayUnique()
  @ArrayMaxSize(ADMIN_APPLICATIONS.length)
  @IsIn(ADMIN_APPLICATIONS, { each: true, message: 'Please choose applications from the list' })
  applications!: AdminApplication[];
}

/** POST /api/user-admin/invitations/{token}: the invitee's new password. */
export class AcceptInvitationDto {
  @IsString()
  @MaxLength(200)
  password!: string;
}
