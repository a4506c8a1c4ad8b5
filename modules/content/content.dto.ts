import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';

/** POST /api/page-access/{pageId}: the password of a password-protected page. */
export class PagePasswordDto {
  /** The page's password */
  @ApiProperty({ maxLength: 200 })
  @IsString()
  @MaxLength(200)
  password!: string;
}
