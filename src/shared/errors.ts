// Error helpers safe in the server and the browser.

/**
 * SPEC §8 error page: empty error objects are not logged. Empty: nothing (`null`, `undefined`, `''`), a plain
 * object without own properties (`{}`), or an `Error` without message, cause or own properties. Anything with
 * something to say is logged.
 */
export function isEmptyError(error: unknown): boolean {
  if (error === null || error === undefined || error === '') return true;
  if (typeof error !== 'object') return false;
  if (error instanceof Error) {
    return error.message === '' && error.cause === undefined && Object.keys(error).length === 0;
  }
  return Object.keys(error).length === 0 && !(Symbol.iterator in error);
}
