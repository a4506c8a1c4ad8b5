import { ContentAuthoringErrors } from './content-authoring.errors.js';

/** The ETag of a document version: a quoted number (strong, since a version is one exact document). */
export const etagOf = (version: number) => `"${version}"`;

/**
 * The version an `If-Match` header names. Absent → 428 (a write must say which version it changes); anything but
 * one of our ETags → 412 (it can't match the current one).
 */
export function versionFromIfMatch(header: string | string[] | undefined): number {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value.trim() === '') throw ContentAuthoringErrors.IfMatchRequired();
  const match = /^\s*(?:W\/)?"(\d{1,9})"\s*$/.exec(value);
  if (!match) throw ContentAuthoringErrors.StaleVersion('');
  return Number(match[1]);
}
