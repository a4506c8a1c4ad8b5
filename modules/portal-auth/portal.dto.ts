import { ApiProperty } from '@nestjs/swagger';
/** GET /api/portal/me (SPEC §3 User profile): what an API client sees of the signed-in user, never a token. */
export class PortalMeResponseDto {
  /** @example "5d0c9a4e-5f0b-4a51-9d7e-2b8f0c1a3e6d" */
  @ApiProperty({ description: 'The subject (`sub`) of the ID token' })
  id!: string;

  /** @example "Anna" */
  firstName!: string;

  /** @example "Meier" */
  lastName!: string;

  /** @example "Anna Meier" */
  fullName!: string;

  /** @example "AM" */
  initials!: string;

  @ApiProperty({ example: 'anna.meier@example.com' })
  email!: string;

  /** SPEC §6 role names */
  @ApiProperty({ type: [String], example: ['kmx_int_serviceticketing_active', 'kmx_int_assetdb_active'] })
  roles!: string[];

  @ApiProperty()
  isDelegatedAdminInternal!: boolean;

  @ApiProperty()
  isDelegatedAdminExternal!: boolean;

  /** @example "Volta Cables" */
  companyName!: string;
}

/**
 * GET /api/auth/session: who the site header shows as signed in, the name only (never an id, an email or a token).
 */
export class SignedInUserResponseDto {
  /** @example "Anna Meier" */
  fullName!: string;

  /** @example "AM" */
  initials!: string;
}
