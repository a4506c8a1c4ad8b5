import { IsString, MaxLength } from 'class-validator';

/** POST /api/page-access/{pageId}: the password of a password-protected page. */
export class PagePasswordDto {
  @IsString()
  @MaxLength(200)
  password!: string;
}
