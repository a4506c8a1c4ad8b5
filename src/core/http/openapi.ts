import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse, ApiSchema } from '@nestjs/swagger';
import type { ApiErrorBody } from './api-exception.filter.js';
import type { FieldError } from './validation-pipe.js';

// The OpenAPI description of the API (README § REST API), made by @nestjs/swagger from decorators: the one error
// body every route answers with, and `@ApiErrors(...)` to list a route's error statuses.

/** The error body of every `/api` route (ApiExceptionFilter): `{statusCode, code?, message, requestId?}`. */
@ApiSchema({ name: 'FieldError', description: 'One invalid field of a request' })
export class FieldErrorDto implements FieldError {
  @ApiProperty({ description: 'The property path', example: 'returnAddress.city' })
  field!: string;

  @ApiProperty({ description: 'What is wrong with it, in English', example: 'Please enter a valid value.' })
  message!: string;
}

@ApiSchema({ name: 'ApiError', description: 'The error body of every route' })
export class ApiErrorDto implements ApiErrorBody {
  @ApiProperty({ description: 'The HTTP status, repeated in the body', example: 404 })
  statusCode!: number;

  @ApiPropertyOptional({
    description:
      'Stable name of the failure (a published code keeps its name); absent on transport errors such as validation',
    example: 'SiteNotFound',
  })
  code?: string;

  @ApiProperty({
    description: 'What went wrong, in English; validation failures list every message, joined by "; "',
    example: 'Site not found: nowhere',
  })
  message!: string;

  @ApiPropertyOptional({
    type: () => FieldErrorDto,
    isArray: true,
    description:
      'On a failed validation (400): each invalid field with its message; `field` is the property path, nested ' +
      'ones with dots and array indexes (`lines.0.quantity`)',
  })
  errors?: FieldErrorDto[];

  @ApiPropertyOptional({
    description: 'The request id (also in the `X-Request-Id` header): quote it when reporting a problem',
    example: '7d1f6f0e-5c1a-4f0e-9a53-0d6f3f1e2b44',
  })
  requestId?: string;
}

/** The error statuses the API answers with (DomainError's ErrorStatus and the transport's own). */
export type ApiErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 412 | 413 | 415 | 422 | 428 | 429 | 500 | 503 | 507;

const DEFAULT_DESCRIPTIONS: Record<ApiErrorStatus, string> = {
  400: 'Invalid input: the message names each invalid field',
  401: 'Not signed in, or the credential is not valid',
  403: 'Signed in, but not allowed (or a cookie-authenticated write from another origin)',
  404: 'Not found',
  409: 'Conflicts with the current state',
  410: 'No longer available',
  412: 'Precondition Failed: the document changed since the version named in If-Match',
  413: 'The request body is too large',
  415: 'Unsupported content type: send application/json',
  422: 'Well-formed, but cannot be processed',
  428: 'Precondition Required: send If-Match with the ETag you read',
  429: 'Too many requests: try again later',
  500: 'Internal server error (logged with the request id)',
  503: 'Temporarily unavailable: try again later',
  507: 'The server is short of storage: try again later',
};

const EXAMPLE_MESSAGES: Partial<Record<ApiErrorStatus, string>> = {
  400: 'localeCode must look like en, de-ch or de-CH; query must not be empty',
  401: 'Sign-in required',
  403: 'Cross-site request refused',
  404: 'Not found',
  415: 'Unsupported Media Type: send application/json',
  429: 'ThrottlerException: Too Many Requests',
};
/** The example message of a transport error with a code of its own (what the input guard answers). */
const CODE_EXAMPLE_MESSAGES: Record<string, string> = {
  BadInput: 'The request holds ill-formed Unicode',
};
const EXAMPLE_REQUEST_ID = '7d1f6f0e-5c1a-4f0e-9a53-0d6f3f1e2b44';
/** A description that starts with an error code (`SiteNotFound: …`, `SearchSiteNotFound or …`) names the example's. */
const LEADING_CODE = /^([A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+)\b/;

/** A status, or a status with what it means for this route (e.g. the error codes it can carry). */
export type ApiErrorEntry = ApiErrorStatus | readonly [ApiErrorStatus, string];

/**
 * The 400 every route answers to a query value with a control character or ill-formed Unicode (registerInputGuard,
 * before the route runs): the one client error of a route that takes no other input.
 */
export const BAD_QUERY_ERROR: ApiErrorEntry = [
  400,
  'BadInput: a query value holds a control character (other than tab, LF, CR) or ill-formed Unicode',
];

/**
 * The error responses of a route (or of every route of a controller), each with the API's error body:
 * `@ApiErrors(400, [404, 'SiteNotFound: no site with that id'])`.
 */
export function ApiErrors(...entries: readonly ApiErrorEntry[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...entries.map((entry) => {
      const [status, description] = typeof entry === 'number' ? [entry, DEFAULT_DESCRIPTIONS[entry]] : entry;
      const code = LEADING_CODE.exec(description)?.[1] ?? (status === 415 ? 'UnsupportedMediaType' : undefined);
      const example: ApiErrorBody = {
        statusCode: status,
        ...(code ? { code } : {}),
        // A coded error's own message is the feature's; a transport error's is known (the throttler's, validation's).
        message: (code ? CODE_EXAMPLE_MESSAGES[code] : EXAMPLE_MESSAGES[status]) ?? DEFAULT_DESCRIPTIONS[status],
        requestId: EXAMPLE_REQUEST_ID,
      };
      return ApiResponse({ status, description, type: ApiErrorDto, example });
    }),
  );
}

/** The `cache` query flag (SPEC §2.3) of catalogue, navigation and file routes: `@ApiPropertyOptional(CACHE_FLAG_PROPERTY)`. */
export const CACHE_FLAG_PROPERTY = {
  enum: ['false', 'clear', 'true'],
  description:
    '`false` reads past the caches, `clear` empties them (SPEC §2.3), for an editor (or with the `X-Cache-Secret` ' +
    'header). From anyone else `clear` is ignored and `false` is rate-limited.',
};

/** The `nextRelease` query flag: the content of the next release (the release toggle). */
export const NEXT_RELEASE_PROPERTY = {
  description: 'Release toggle: any value but `false` shows the next release and sets its cookie; `false` ends it',
};

/** A success response that is a file, not JSON: `@ApiFileResponse(['application/pdf'], 'The whitepaper')`. */
export function ApiFileResponse(
  mediaTypes: readonly string[],
  description: string,
  status = 200,
): MethodDecorator & ClassDecorator {
  const binary = { type: 'string', format: 'binary' } as const;
  return ApiResponse({
    status,
    description,
    content: Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema: binary }])),
  });
}
