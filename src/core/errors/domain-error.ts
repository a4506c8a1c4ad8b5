/** The HTTP statuses a domain error may answer with (STYLE: Errors). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503;

/**
 * A failure a feature names with a code (`SiteNotFound`, `RateLimited`). Features do not construct it directly:
 * they declare their codes with `defineErrors` in `<feature>.errors.ts`; the HTTP filter maps every one of them to
 * `{statusCode, code, message, requestId}`.
 */
export class DomainError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    message: string,
    readonly status: ErrorStatus,
  ) {
    super(message);
    this.name = code;
  }
}
