/** Every failure of an outbound call: the method and the URL as logged (query values redacted). */
export abstract class HttpClientError extends Error {
  constructor(
    message: string,
    readonly method: string,
    readonly url: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** SPEC §7.1: any answer with a status from 400 to 599 raises, after the retry the method allows. */
export class HttpStatusError extends HttpClientError {
  override readonly name = 'HttpStatusError';
  constructor(
    method: string,
    url: string,
    readonly status: number,
    /** The parsed body (JSON when it was JSON, else text); for raw `fetch` calls at most 64 KB of it. */
    readonly body: unknown,
  ) {
    super(`${method} ${url} answered ${status}`, method, url);
  }
}

/** No answer within the call's timeout. Named `TimeoutError`, as a DOMException from `AbortSignal.timeout` is. */
export class HttpTimeoutError extends HttpClientError {
  override readonly name = 'TimeoutError';
  constructor(
    method: string,
    url: string,
    readonly timeoutMs: number,
    options?: { cause?: unknown },
  ) {
    super(`${method} ${url} timed out after ${timeoutMs} ms`, method, url, options);
  }
}

/** No answer at all: refused connection, DNS failure, reset, or the caller's own abort signal. */
export class HttpNetworkError extends HttpClientError {
  override readonly name = 'HttpNetworkError';
  constructor(method: string, url: string, options: { cause: unknown }) {
    super(
      `${method} ${url} failed: ${String((options.cause as Error | undefined)?.message ?? options.cause)}`,
      method,
      url,
      options,
    );
  }
}
