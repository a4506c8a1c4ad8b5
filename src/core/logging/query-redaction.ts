import pino from 'pino';

/**
 * A failed SQL statement never reaches the log with its values. Drizzle's DrizzleQueryError says
 * `Failed query: <sql>\nparams: <values>` in its message (and so in its stack and in every `String(error)`), keeps
 * `query` and `params` as properties, and its cause (PGlite's or pg's error) carries them again (`query`, `params`,
 * `queryOptions`) next to pg's `detail` (`Key (email)=(bea@…) already exists`). The values are e-mails, notes,
 * password hashes. What stays: the database's own message and SQLSTATE `code`, the table and constraint names, the
 * stack frames, and the request id the caller logs with it.
 */
const FAILED_QUERY = 'Failed query: ';
/** What replaces the statement and its values, wherever they appear in a logged text. */
export const QUERY_NOT_LOGGED = 'Database query failed (statement and parameters not logged)';
/** Properties of a query error that hold the statement or the values bound to it. */
const QUERY_KEYS = new Set(['query', 'params', 'queryOptions', 'parameters', 'detail', 'where']);
/** What a database error tells about itself without any value: its SQLSTATE and the names of what it concerns. */
const DATABASE_FIELDS = ['code', 'severity', 'schema', 'table', 'column', 'constraint'] as const;
/** How deep causes and nested errors are followed (a cause chain may be circular). */
const MAX_DEPTH = 5;

interface ErrorLike {
  message: string;
  stack?: unknown;
  cause?: unknown;
  [key: string]: unknown;
}

const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';

/** The text with a failed query's statement and values (everything from `Failed query: ` on) replaced. */
export function redactQueryText(text: string): string {
  const at = text.indexOf(FAILED_QUERY);
  return at < 0 ? text : text.slice(0, at) + QUERY_NOT_LOGGED;
}

/** A copy of the error (same prototype, so the same type name) without the statement and its values. */
function scrubbed(error: ErrorLike, depth: number): ErrorLike {
  const copy = Object.create(Object.getPrototypeOf(error) as object) as ErrorLike;
  const message = redactQueryText(error.message);
  copy.message = message;
  if (typeof error.stack === 'string') {
    if (message === error.message) copy.stack = error.stack;
    else {
      // The stack's first line repeats the message: keep the frames, never the statement.
      const name = typeof error.name === 'string' ? error.name : 'Error';
      const header = `${name}: ${error.message}`;
      copy.stack = error.stack.startsWith(header)
        ? `${name}: ${message}${error.stack.slice(header.length)}`
        : `${name}: ${message}`;
    }
  }
  for (const key in error) {
    if (key === 'message' || key === 'stack' || key === 'cause' || QUERY_KEYS.has(key)) continue;
    const value = error[key];
    if (isErrorLike(value)) {
      if (depth < MAX_DEPTH) copy[key] = scrubbed(value, depth + 1);
    } else copy[key] = value;
  }
  if (isErrorLike(error.cause) && depth < MAX_DEPTH) {
    copy.cause = scrubbed(error.cause, depth + 1);
    // pino logs a cause only as text: the database's SQLSTATE and names go on the query error itself.
    if (message !== error.message) {
      for (const key of DATABASE_FIELDS) {
        if (copy[key] === undefined && typeof error.cause[key] === 'string') copy[key] = error.cause[key];
      }
    }
  }
  return copy;
}

/** pino's error serializer on a scrubbed copy: the usual `{type, message, stack, …}`, causes included. */
export function logSafeError(value: unknown): unknown {
  return isErrorLike(value) ? pino.stdSerializers.err(scrubbed(value, 0) as unknown as Error) : value;
}

/**
 * pino's `logMethod` hook: the texts of a log call (`logger.warn(\`sweep: ${String(error)}\`)`, an object's `msg`,
 * and the message pino takes from an error logged alone) with any failed query redacted. Called for every line
 * (the access log too): it allocates nothing unless a text holds a failed query.
 */
export function redactLogArguments(args: unknown[]): unknown[] {
  const [first] = args;
  if (args.length === 1 && isErrorLike(first) && first.message.includes(FAILED_QUERY)) {
    // `logger.error(error)`: pino would take the unredacted message as the line's `msg`.
    return [first, redactQueryText(first.message)];
  }
  if (first && typeof first === 'object') {
    const { msg, err } = first as { msg?: unknown; err?: unknown };
    if (typeof msg === 'string') {
      if (msg.includes(FAILED_QUERY)) return redactStrings([{ ...first, msg: redactQueryText(msg) }, ...args.slice(1)]);
    } else if (args.length === 1 && isErrorLike(err) && err.message.includes(FAILED_QUERY)) {
      // `logger.error({ err })`: pino would take the error's unredacted message as the line's `msg` too.
      return [first, redactQueryText(err.message)];
    }
  }
  return redactStrings(args);
}

function redactStrings(args: unknown[]): unknown[] {
  if (!args.some((arg) => typeof arg === 'string' && arg.includes(FAILED_QUERY))) return args;
  return args.map((arg) => (typeof arg === 'string' ? redactQueryText(arg) : arg));
}
