import { IsOptional, IsString, MaxLength } from 'class-validator';

/** SPEC §7.3 POST /api/editor-area-autentication: `input` (the password) or `hash` (the cookie check). */
export class EditorAuthenticationDto {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  input?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  hash?: string;
}

/** `hashedPassword` is the session token (the cookie value) when `success`, else ''. */
export interface EditorAuthenticationResponse {
  success: boolean;
  hashedPassword: string;
}
