/**
 * Whether an error means the database cannot be reached right now (restarting, shut down, network gone) rather
 * than that the query was wrong: the API answers those with 503 and the pool reconnects on the next request.
 * Drizzle wraps the driver's error (`cause`); Node wraps refused dual-stack connects in an AggregateError.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH']);
/** SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, crash, starting up), 53300 (too many clients). */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** node-postgres and pg-pool say these without a code. */
const DRIVER_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Connection terminated unexpectedly',
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (typeof message === 'string' && DRIVER_MESSAGES.some((known) => message.startsWith(known))) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** The driver's own error under Drizzle's wrapper (whose message holds the SQL and its parameters: never logged). */
export function driverCause(error: unknown): { code?: string; message?: string } {
  let current = error as { cause?: unknown; code?: string; message?: string } | undefined;
  for (let i = 0; i < 5 && current?.cause && typeof current.cause === 'object'; i++)
    current = current.cause as typeof current;
  return { code: current?.code, message: current?.message };
}
