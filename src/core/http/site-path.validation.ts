import { applyDecorators } from '@nestjs/common';
import { IsDefined, IsString, Matches, MaxLength } from 'class-validator';
import { SITE_PATH_PATTERN } from '../../shared/links.js';

/**
 * A required `path` field that names a page of this site as the browser shows it (`/en/about`: no query, fragment
 * or `//` in front), at most `maxLength` characters: what the page feedback and the page-view collector receive.
 */
export function IsSitePath(maxLength: number): PropertyDecorator {
  return applyDecorators(
    IsDefined({ message: 'path is required' }),
    IsString({ message: 'path must be a string' }),
    MaxLength(maxLength, { message: `path must be at most ${maxLength} characters` }),
    Matches(SITE_PATH_PATTERN, { message: 'path must be the path of a page of this site, such as /en/about' }),
  );
}
