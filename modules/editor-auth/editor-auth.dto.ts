import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { EDITOR_NAME_MAX_LENGTH } from './editor-auth.contract.js';

/** A one-line name: no control character at all (tab and line breaks included). */
export const SINGLE_LINE_TEXT = /^[^\u0000-\u001f\u007f-\u009f\u2028\u2029]*$/;
export const trimmed = ({ value }: { value: unknown }): unknown => (typeof value === 'string' ? value.trim() : value);

/** SPEC §7.3 POST /api/editor-area-autentication: `input` (the password) or `hash` (the cookie check). */
export class EditorAuthenticationDto {
  /** The editor password: signs in (sets the editor cookie) */
  @ApiPropertyOptional({ maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  input?: string;

  /**
   * Who signs in (SPEC §6: the password stays shared; the name is kept on the editor session for revision history).
   * Trimmed; 1–80 characters, one line
   * @example "Jana Novak"
   */
  @ApiPropertyOptional({ minLength: 1, maxLength: EDITOR_NAME_MAX_LENGTH })
  @IsOptional()
  @IsString({ message: 'name must be a string' })
  @Transform(trimmed)
  @MinLength(1, { message: 'name must not be empty' })
  @MaxLength(EDITOR_NAME_MAX_LENGTH, { message: `name must be at most ${EDITOR_NAME_MAX_LENGTH} characters` })
  @Matches(SINGLE_LINE_TEXT, { message: 'name must not contain control characters' })
  name?: string;

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

/** GET /api/editor-area-autentication/session: the signed-in editor (SPEC §6). */
export class EditorSessionResponse {
  @ApiProperty({ type: String, nullable: true, description: 'The name given at sign-in; null when none was given' })
  name!: string | null;
}
