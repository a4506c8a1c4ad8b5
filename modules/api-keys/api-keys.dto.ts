import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsIn,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import { SINGLE_LINE_TEXT, trimmed } from '../editor-auth/index.js';
import { API_KEY_SCOPES, type ApiKeyScope } from './api-keys.schema.js';

export const API_KEY_NAME_MAX_LENGTH = 80;
/** The largest body `POST /api/content/api-keys` reads (a name and three scopes fit many times over). */
export const API_KEY_BODY_LIMIT_BYTES = 2_048;

/** POST /api/content/api-keys. */
export class CreateApiKeyDto {
  /**
   * What the key is for, shown in the list and as "API key <name>" in revision history (trimmed, one line)
   * @example "PIM import"
   */
  @ApiProperty({ minLength: 1, maxLength: API_KEY_NAME_MAX_LENGTH })
  @IsDefined({ message: 'name is required' })
  @IsString({ message: 'name must be a string' })
  @Transform(trimmed)
  @MinLength(1, { message: 'name must not be empty' })
  @MaxLength(API_KEY_NAME_MAX_LENGTH, { message: `name must be at most ${API_KEY_NAME_MAX_LENGTH} characters` })
  @Matches(SINGLE_LINE_TEXT, { message: 'name must not contain control characters' })
  name!: string;

  /**
   * What the key may do
   * @example ["content:read", "content:write"]
   */
  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, minItems: 1, maxItems: API_KEY_SCOPES.length })
  @IsDefined({ message: 'scopes is required' })
  @IsArray({ message: 'scopes must be a list' })
  @ArrayMinSize(1, { message: 'scopes must name at least one scope' })
  @ArrayMaxSize(API_KEY_SCOPES.length, { message: `scopes must name at most ${API_KEY_SCOPES.length} scopes` })
  @IsIn(API_KEY_SCOPES, { each: true, message: `scopes must each be one of ${API_KEY_SCOPES.join(', ')}` })
  scopes!: ApiKeyScope[];
}

/** The new key: `key` is shown this once and never again. */
export class CreatedApiKeyDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({
    description: 'The key, for `Authorization: Bearer <key>`: shown this once, stored only as a hash',
    example: 'uapp_ak_3q2-7wEXAMPLEb0Zg4m8kQy5cJr1sTn6vWx9zLdHfPa',
  })
  key!: string;
}

/** A key as the list shows it: never the key itself. */
export class ApiKeyDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'PIM import' })
  name!: string;

  @ApiProperty({ description: "The key's first characters, to recognise it", example: 'uapp_ak_3q2-7w' })
  prefix!: string;

  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true })
  scopes!: ApiKeyScope[];

  @ApiProperty({ type: String, nullable: true, description: 'The editor name of the session that created it' })
  createdBy!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'About when it was last used' })
  lastUsedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Set once revoked' })
  revokedAt!: string | null;
}

export class ApiKeyListDto {
  @ApiProperty({ type: [ApiKeyDto] })
  keys!: ApiKeyDto[];
}

export class ApiKeyIdParamsDto {
  /** The key's id */
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'id must be a UUID' })
  id!: string;
}

/** GET /api/content/session: who the request is from, as revision history will name it. */
export class ContentActorDto {
  @ApiProperty({ enum: ['editor', 'api-key'] })
  kind!: 'editor' | 'api-key';

  @ApiProperty({ type: String, nullable: true, description: "The editor's name given at sign-in, or the key's name" })
  name!: string | null;

  @ApiProperty({ description: 'How revision history names it: the editor name, or "API key <name>"' })
  label!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: "The key's id (null for an editor)" })
  apiKeyId!: string | null;

  @ApiProperty({ enum: API_KEY_SCOPES, isArray: true, description: "The key's scopes (every scope for an editor)" })
  scopes!: ApiKeyScope[];
}
