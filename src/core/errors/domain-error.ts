/** The HTTP statuses a domain error may answer with (STYLE: Errors). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 412 | 413 | 415 | 422 | 428 | 429 | 500 | 503 | 507;

/**
 * A failure a feature names with a code (`SiteNotFound`, `RateLimited`). Features do not construct it directly:
 * they declare their codes with `defineErrors` in `<feature>.errors.ts`; the HTTP filter maps every one of them to
 * `{statusCode, code, message, requestId}`.
 */
export class DomainError<Code extends string = string> extends Error {
  /** More facts for the client, added to the error body beside its message (e.g. the id of what exists). */
  details: Readonly<Record<string, string | number | boolean | null>> | undefined;

  constructor(
    readonly code: Code,
    message: string,
    readonly status: ErrorStatus,
  ) {
    super(message);
    this.name = code;
  }
}

/** The error with facts for the client added to its body: `throw withDetails(Errors.X(), { id })`. */
export function withDetails<E extends DomainError>(
  error: E,
  details: Readonly<Record<string, string | number | boolean | null>>,
): E {
  error.details = details;
  return error;
}
