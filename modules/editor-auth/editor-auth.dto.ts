import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/** SPEC §7.3 POST /api/editor-area-autentication: `input` (the password) or `hash` (the cookie check). */
export class EditorAuthenticationDto {
  /** The editor password: signs in (sets the editor cookie) */
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  input?: string;

  @ApiPropertyOptional({ maxLength: 200, description: 'A cookie value to check (sent instead of `input`)' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  hash?: string;
}

/** `hashedPassword` is the session token (the cookie value) when `success`, else ''. */
export class EditorAuthenticationResponse {
  @ApiProperty({ description: 'false for a wrong password or an invalid `hash`' })
  success!: boolean;

  @ApiProperty({ description: "The session token (the editor cookie's value) when `success`, else ''" })
  hashedPassword!: string;
}
