import { ClientError, GraphQLClient } from 'graphql-request';
import type { HttpClient } from './http-client.js';
import { HttpStatusError } from './http-client.errors.js';

/** SPEC §7.6: request logging shows at most this much of the variables. */
export const LOGGED_VARIABLES_LENGTH = 50;
/** The header that carries the signed-in user's identity token to the upstream (SPEC §7.6). */
export const ID_TOKEN_HEADER = 'ciam_id_token';
/** Sent beside the identity token only when the server logs at debug level, so the upstream logs the call in detail. */
export const DEBUG_HEADER = 'x-debug-level';

export interface UpstreamCallOptions {
  /** The signed-in user's identity token, forwarded as `ciam_id_token`. */
  idToken?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** One upstream GraphQL service (content, product data, service information, ticketing). */
export interface UpstreamGraphql {
  readonly url: string;
  /** The `data` of the answer; raises UpstreamGraphqlError, HttpTimeoutError or HttpNetworkError. */
  request<T>(document: string, variables?: Record<string, unknown>, options?: UpstreamCallOptions): Promise<T>;
}

/** An upstream's GraphQL failure with the SPEC §7.6 text; `status` is the HTTP status when the upstream answered. */
export class UpstreamGraphqlError extends Error {
  override readonly name = 'UpstreamGraphqlError';
  constructor(
    message: string,
    readonly status: number | undefined,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Statuses of an upstream that understood the request and refused it: bad input, not allowed, nothing, conflict. */
const REFUSAL_STATUSES = new Set([400, 403, 404, 409]);

/**
 * A query the upstream refused for what it asked (400), for whom (403: the user lacks the role), found nothing for
 * (404) or could not apply (409): an answer, not a failure of the upstream.
 */
export const isRefusedQuery = (error: unknown): boolean =>
  error instanceof UpstreamGraphqlError && error.status !== undefined && REFUSAL_STATUSES.has(error.status);

export interface UpstreamGraphqlDebugLog {
  debug(message: { msg: 'upstream graphql'; url: string; operation: string; variables: string }): void;
}

export interface UpstreamGraphqlSettings {
  url: string;
  /** Sent as `Authorization: Bearer …` (an API key of the upstream). */
  token?: string;
  /** When true (LOG_LEVEL debug or trace), calls with an identity token carry DEBUG_HEADER. */
  debug: boolean;
  http: HttpClient;
  logger: UpstreamGraphqlDebugLog;
}

/** SPEC §7.6: variables in logs are cut to 50 characters, so no long value (or secret in it) reaches the log. */
export function variablesForLog(variables: Record<string, unknown> | undefined): string {
  const text = JSON.stringify(variables ?? {});
  return text.length > LOGGED_VARIABLES_LENGTH ? `${text.slice(0, LOGGED_VARIABLES_LENGTH)}…` : text;
}

function operationName(document: string): string {
  return /\b(?:query|mutation)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(document)?.[1] ?? 'anonymous';
}

function firstErrorMessage(body: unknown): string | undefined {
  const errors = (body as { errors?: { message?: unknown }[] } | undefined)?.errors;
  const message = Array.isArray(errors) ? errors[0]?.message : undefined;
  return typeof message === 'string' && message ? message : undefined;
}

/** SPEC §7.6 texts: the first GraphQL error's message, else 'GraphQL Error (Code: {status})'. */
function upstreamError(error: unknown): unknown {
  if (error instanceof ClientError) {
    const status = error.response.status;
    return new UpstreamGraphqlError(firstErrorMessage(error.response) ?? `GraphQL Error (Code: ${status})`, status, {
      cause: error,
    });
  }
  if (error instanceof HttpStatusError) {
    return new UpstreamGraphqlError(
      firstErrorMessage(error.body) ?? `GraphQL Error (Code: ${error.status})`,
      error.status,
      {
        cause: error,
      },
    );
  }
  // Timeouts and network failures keep the HTTP client's own errors: callers tell "no answer" from "a bad answer".
  return error;
}

/**
 * A GraphQL upstream called with graphql-request through the project's HTTP client (SPEC §7.1: timeout, one retry for
 * POST on the listed statuses, none after a timeout). An answer whose data is missing or all null is an error
 * (SPEC §7.6).
 */
export function createUpstreamGraphql(settings: UpstreamGraphqlSettings): UpstreamGraphql {
  const client = new GraphQLClient(settings.url, {
    fetch: settings.http.fetch,
    headers: settings.token ? { authorization: `Bearer ${settings.token}` } : {},
  });
  return {
    url: settings.url,
    async request<T>(document: string, variables: Record<string, unknown> = {}, options: UpstreamCallOptions = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.idToken) {
        headers[ID_TOKEN_HEADER] = options.idToken;
        if (settings.debug) headers[DEBUG_HEADER] = 'debug';
      }
      settings.logger.debug({
        msg: 'upstream graphql',
        url: settings.url,
        operation: operationName(document),
        variables: variablesForLog(variables),
      });
      let data: T;
      try {
        data = await client.request<T>({ document, variables, requestHeaders: headers, signal: options.signal });
      } catch (error) {
        throw upstreamError(error);
      }
      if (!data || Object.values(data as object).every((value) => value === null || value === undefined)) {
        throw new UpstreamGraphqlError('GraphQL Error (Code: 200)', 200);
      }
      return data;
    },
  };
}
