import { type FetchContext, FetchError, type FetchOptions, type ResponseType, ofetch } from 'ofetch';
import { HttpNetworkError, HttpStatusError, HttpTimeoutError } from './http-client.errors.js';
import { urlForLog } from './url-for-log.js';

/** SPEC §7.1: idempotent requests are never retried... */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** ...every other request once, on these statuses only. */
export const RETRY_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
export const DEFAULT_RETRY_DELAY_MS = 100;

export type HttpMethod = 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where the outcome of each attempt goes: the app's logger (Nest's `Logger`, pino underneath) or a test's. */
export interface HttpClientLogger {
  log(message: HttpCallLog): void;
  warn(message: HttpCallLog): void;
}

/** One log line per attempt. */
export interface HttpCallLog {
  msg: 'outbound http';
  method: string;
  /** Without user info or query values (urlForLog). */
  url: string;
  /** Absent when no answer came (timeout, network failure). */
  status?: number;
  durationMs: number;
  attempt: number;
  error?: string;
}

export interface HttpClientOptions {
  /** Relative request paths are resolved against it; absolute URLs pass unchanged. */
  baseURL?: string;
  /** Applies to every call that sets none of its own; it covers the whole call, a retry included. */
  timeoutMs: number;
  logger: HttpClientLogger;
  headers?: Record<string, string>;
  retryDelayMs?: number;
}

export interface HttpRequestOptions {
  method?: HttpMethod;
  /** A plain object or array is sent as JSON (SPEC §7.1) on PATCH, POST, PUT and DELETE. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

/** A `fetch` that follows the same rules, for libraries that take one (openid-client, jose, graphql-request). */
export type RuleFetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface HttpClient {
  /** The parsed body (JSON when the answer says so, else text). Raises HttpStatusError on 400–599. */
  request<T = unknown>(path: string, options?: HttpRequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: Omit<HttpRequestOptions, 'method' | 'body'>): Promise<T>;
  post<T = unknown>(path: string, body: unknown, options?: Omit<HttpRequestOptions, 'method' | 'body'>): Promise<T>;
  fetch: RuleFetch;
}

/** At most this much of an error answer is kept for the caller (a GraphQL error list, a problem document). */
const ERROR_BODY_MAX_BYTES = 64 * 1024;

/**
 * The body of a 400–599 answer to a raw `fetch` call, which nobody else will read: JSON when it says so, else text,
 * undefined when it is too large or unreadable. GraphQL upstreams put their error messages there (SPEC §7.6).
 */
async function errorBodyOf(response: Response): Promise<unknown> {
  try {
    if (Number(response.headers.get('content-length') ?? 0) > ERROR_BODY_MAX_BYTES) return undefined;
    const text = await response.text();
    if (text.length > ERROR_BODY_MAX_BYTES) return undefined;
    return /\bjson\b/i.test(response.headers.get('content-type') ?? '') ? (JSON.parse(text) as unknown) : text;
  } catch {
    return undefined;
  }
}

/**
 * The one HTTP client of the server's outbound calls (SPEC §7.1), on ofetch: base URL, JSON bodies, no retry for
 * GET/HEAD/OPTIONS and one retry for other methods on the SPEC's statuses (ofetch's own default is the opposite:
 * it retries GETs and never POSTs), statuses 400–599 raise, a timeout on every call, each attempt logged with its
 * duration. A timeout or a network failure is never retried: without an answer a POST may well have arrived.
 */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  const retryDelay = options.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS;

  async function call<R extends ResponseType>(
    url: string,
    method: string,
    init: FetchOptions<R> & { timeoutMs?: number },
  ) {
    const timeoutMs = init.timeoutMs ?? options.timeoutMs;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    const started = new WeakMap<FetchContext, number>();
    let attempt = 0;
    const requestUrl = (context: FetchContext) =>
      urlForLog(typeof context.request === 'string' ? context.request : context.request.url);
    const durationOf = (context: FetchContext) => {
      const now = performance.now();
      return Math.round((now - (started.get(context) ?? now)) * 10) / 10;
    };
    try {
      return await ofetch.raw(url, {
        ...init,
        method,
        baseURL: options.baseURL,
        headers: { ...options.headers, ...(init.headers as Record<string, string> | undefined) },
        signal,
        retry: IDEMPOTENT_METHODS.has(method) ? 0 : 1,
        retryStatusCodes: [...RETRY_STATUSES],
        retryDelay,
        onRequest: (context) => {
          attempt += 1;
          started.set(context, performance.now());
        },
        // The hook's own context object: the start time is keyed by it (a copy would find none).
        onResponse: (context) => {
          const { response } = context;
          const line: HttpCallLog = {
            msg: 'outbound http',
            method,
            url: requestUrl(context as FetchContext),
            status: response.status,
            durationMs: durationOf(context as FetchContext),
            attempt,
          };
          if (response.status >= 400) options.logger.warn(line);
          else options.logger.log(line);
        },
        onRequestError: (context) => {
          const logged = requestUrl(context);
          options.logger.warn({
            msg: 'outbound http',
            method,
            url: logged,
            durationMs: durationOf(context),
            attempt,
            error: context.error.message,
          });
          // Thrown from the hook, so ofetch does not retry a call that got no answer.
          // Ours, or the caller's own timeout signal (openid-client and jose pass one).
          if (timeout.aborted || context.error.name === 'TimeoutError') {
            throw new HttpTimeoutError(method, logged, timeoutMs, { cause: context.error });
          }
          throw new HttpNetworkError(method, logged, { cause: context.error });
        },
      });
    } catch (error) {
      if (error instanceof FetchError && error.response) {
        const body: unknown = init.responseType === 'stream' ? await errorBodyOf(error.response) : error.data;
        throw new HttpStatusError(method, urlForLog(error.response.url || url), error.response.status, body);
      }
      throw error;
    }
  }

  const request = async <T>(path: string, requestOptions: HttpRequestOptions = {}): Promise<T> => {
    const { method = 'GET', body, ...rest } = requestOptions;
    const response = await call(path, method, { ...rest, body: body as FetchOptions['body'] });
    return response._data as T;
  };

  return {
    request,
    get: (path, requestOptions) => request(path, { ...requestOptions, method: 'GET' }),
    post: (path, body, requestOptions) => request(path, { ...requestOptions, method: 'POST', body }),
    fetch: async (input, init = {}) => {
      const isRequest = input instanceof Request;
      const url = isRequest ? input.url : String(input);
      const method = (init.method ?? (isRequest ? input.method : 'GET')).toUpperCase();
      const headers = Object.fromEntries(new Headers(init.headers ?? (isRequest ? input.headers : undefined)));
      // The body stays unread: the library reads the Response itself.
      return call(url, method, {
        ...init,
        body: init.body ?? (isRequest ? input.body : undefined),
        headers,
        signal: init.signal ?? (isRequest ? input.signal : undefined),
        responseType: 'stream',
      });
    },
  };
}
