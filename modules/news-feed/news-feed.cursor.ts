/**
 * Opaque cursors for SPEC §7.4 news feed paging (`first`, `after`, `endCursor`): the position of an item in the
 * newest-first order, i.e. its publication time and id, as base64url JSON.
 */
export interface NewsFeedPosition {
  publishedAt: string;
  id: string;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const ID = /^[\w-]{1,100}$/;

/**
 * A time is valid only when it survives a round trip through Date (no 2024-02-31, which Date
 * rolls over to March) and lies in a year PostgreSQL accepts (no year 0000): the database never sees a bad cast.
 */
function isRealTime(value: string): boolean {
  if (!ISO_TIME.test(value)) return false;
  const time = new Date(value);
  if (Number.isNaN(time.getTime())) return false;
  const year = time.getUTCFullYear();
  return year >= 1 && year <= 9999 && time.toISOString().slice(0, 19) === value.slice(0, 19);
}

export function encodeCursor(position: NewsFeedPosition): string {
  return Buffer.from(JSON.stringify([position.publishedAt, position.id])).toString('base64url');
}

/** The position a cursor names, or undefined for anything that is not a cursor this API gave out. */
export function decodeCursor(cursor: string): NewsFeedPosition | undefined {
  if (!/^[A-Za-z0-9_-]{1,300}$/.test(cursor)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
  const [publishedAt, id] = parsed as unknown[];
  if (typeof publishedAt !== 'string' || !isRealTime(publishedAt)) return undefined;
  if (typeof id !== 'string' || !ID.test(id)) return undefined;
  return { publishedAt, id };
}
