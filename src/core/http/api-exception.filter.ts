import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { driverCause, isDatabaseUnavailable } from '../database/unavailable.js';
import { DomainError } from '../errors/index.js';
import { UPSTREAM_UNAVAILABLE_MESSAGE, isUpstreamFailure } from '../http-client/index.js';
import type { FieldError } from './validation-pipe.js';

/** The one JSON error shape of the API (STYLE: Errors). */
export interface ApiErrorBody {
  statusCode: number;
  code?: string;
  message: string;
  /** A failed validation names each field and its message (`message` still joins them all). */
  errors?: FieldError[];
  requestId?: string;
}

const logger = new Logger('HTTP');

function messageOf(response: unknown, fallback: string): string {
  if (typeof response === 'string') return response;
  if (response && typeof response === 'object' && 'message' in response) {
    const message = (response as { message: unknown }).message;
    if (Array.isArray(message)) return message.map(String).join('; ');
    if (typeof message === 'string') return message;
  }
  return fallback;
}

/** The per-field list FieldErrorsValidationPipe puts next to the messages, when the response has one. */
function fieldErrorsOf(response: unknown): FieldError[] | undefined {
  if (!response || typeof response !== 'object' || !('errors' in response)) return undefined;
  const errors = (response as { errors: unknown }).errors;
  if (!Array.isArray(errors)) return undefined;
  return errors.filter(
    (entry): entry is FieldError =>
      typeof (entry as FieldError)?.field === 'string' && typeof (entry as FieldError)?.message === 'string',
  );
}

/**
 * Builds the error body for any thrown value: a feature's DomainError (see src/core/errors) with its code and
 * status, Nest's own HTTP exceptions (validation, unknown routes), Fastify's client errors; anything else is a
 * 500 without its details.
 */
export function toApiError(exception: unknown, requestId: string | undefined): ApiErrorBody {
  if (exception instanceof DomainError) {
    const body = { statusCode: exception.status, code: exception.code, message: exception.message, requestId };
    return exception.details ? { ...exception.details, ...body } : body;
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    const errors = fieldErrorsOf(response);
    return { statusCode, message: messageOf(response, exception.message), ...(errors ? { errors } : {}), requestId };
  }
  const fastifyError = exception as { statusCode?: number; code?: string; message?: string } | undefined;
  if (fastifyError?.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    // Fastify's own client errors (bad JSON, body too large, unsupported media type) carry safe messages.
    // The app's own codes, never Fastify's internal FST_ERR_* names.
    const code = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
    return {
      statusCode: fastifyError.statusCode,
      ...(code ? { code } : {}),
      message: readableFastifyMessage(fastifyError.code, fastifyError.message),
      requestId,
    };
  }
  if (isUpstreamFailure(exception)) {
    // An upstream service (content, product data, ticketing…) failed and nothing cached stands in: try again.
    return {
      statusCode: HttpStatus.SERVICE_UNAVAILABLE,
      code: 'UpstreamUnavailable',
      message: UPSTREAM_UNAVAILABLE_MESSAGE,
      requestId,
    };
  }
  if (isDatabaseUnavailable(exception)) {
    // The database is restarting or out of reach: a temporary state the client may retry, not a server bug.
    return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: DATABASE_UNAVAILABLE_MESSAGE, requestId };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error', requestId };
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable; please try again in a moment';

const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'InvalidJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'InvalidJson',
  FST_ERR_CTP_BODY_TOO_LARGE: 'BodyTooLarge',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UnsupportedMediaType',
};

/** Fastify's message for the client errors it names; anything else gets a generic one (no internals). */
function readableFastifyMessage(code: string | undefined, message: string | undefined): string {
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      return message && !/FST_|ERR_|\bat \S+ \(/.test(message) ? message : 'Bad request';
  }
}

@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const context = host.switchToHttp();
    const request = context.getRequest<FastifyRequest>();
    const reply = context.getResponse<FastifyReply>();
    const body = toApiError(exception, request.id);
    // A 503/507 DomainError is a deliberate refusal (the disk floor, an unreachable issuer) that its
    // feature logs itself, once, not as an unhandled error with a stack per request.
    const refusal = exception instanceof DomainError && (exception.status === 503 || exception.status === 507);
    if (isUpstreamFailure(exception)) {
      // The upstream's health monitor and the HTTP client report the failure; no stack per request.
      logger.warn({ reqId: request.id, url: request.url, cause: String(exception) }, 'upstream unavailable');
      void reply.header('retry-after', '5');
    } else if (!refusal && body.statusCode === HttpStatus.SERVICE_UNAVAILABLE) {
      logger.warn({ reqId: request.id, cause: driverCause(exception) }, 'database unavailable');
      void reply.header('retry-after', '5');
    } else if (!refusal && body.statusCode >= 500) {
      logger.error({ err: exception, reqId: request.id }, 'unhandled error');
    }
    void reply.status(body.statusCode).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
