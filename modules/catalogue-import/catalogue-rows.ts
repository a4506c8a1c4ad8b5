import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { refusedInput } from '../../src/core/http/request-guard.js';
import { fieldErrorsOf } from '../../src/core/http/validation-pipe.js';
import { CATALOGUE_ROW_TYPES, type CatalogueRow, type CatalogueRowType, ROW_DTOS } from './catalogue-import.dto.js';

/** A row as it arrived: its line (NDJSON: 1-based line; JSON: array index + 1) and its parsed value. */
export interface RawRow {
  line: number;
  value: unknown;
}

export interface ValidRow {
  line: number;
  row: CatalogueRow;
}

export interface Rejection {
  line: number;
  reason: string;
}

/** Why a body is not an import at all (400), or its rows. */
export type ParsedBody = { rows: RawRow[] } | { problem: string };

/** JSON (`{"rows": […]}` or `[…]`, already parsed by Fastify) or NDJSON text: the rows with their lines. */
export function rowsOfBody(body: unknown, isNdjson: boolean): ParsedBody {
  if (isNdjson) return typeof body === 'string' ? ndjsonRows(body) : { problem: 'the NDJSON body is not text' };
  const list = Array.isArray(body)
    ? (body as unknown[])
    : typeof body === 'object' && body !== null && Array.isArray((body as { rows?: unknown }).rows)
      ? (body as { rows: unknown[] }).rows
      : undefined;
  if (!list) return { problem: 'rows must be an array: send {"rows": […]}, […] or NDJSON (application/x-ndjson)' };
  if (typeof body === 'object' && !Array.isArray(body)) {
    const extra = Object.keys(body as object).filter((key) => key !== 'rows');
    if (extra.length > 0) return { problem: `property ${extra[0]!.slice(0, 40)} should not exist` };
  }
  return { rows: list.map((value, index) => ({ line: index + 1, value })) };
}

/** One row per non-blank line; a line that is not JSON is kept as a rejection-to-be (the others still import). */
function ndjsonRows(text: string): ParsedBody {
  const rows: RawRow[] = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    try {
      rows.push({ line: index + 1, value: JSON.parse(line) as unknown });
    } catch {
      rows.push({ line: index + 1, value: NOT_JSON });
    }
  }
  return { rows };
}

const NOT_JSON = Symbol('not JSON');

/** A row checked by its type's class-validator declaration; the reason names the fields (`name.en: …`). */
export function validateRow({ line, value }: RawRow): ValidRow | Rejection {
  if (value === NOT_JSON) return { line, reason: 'the line is not valid JSON' };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { line, reason: 'a row must be a JSON object with a type' };
  }
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string' || !(CATALOGUE_ROW_TYPES as readonly string[]).includes(type)) {
    return { line, reason: `type must be one of ${CATALOGUE_ROW_TYPES.join(', ')}` };
  }
  // The checks the input guard makes on every other body (NDJSON lines are parsed after it ran).
  const refused = refusedInput(value);
  if (refused) return { line, reason: refused };
  const dto = ROW_DTOS[type as CatalogueRowType] as new () => CatalogueRow;
  const instance = plainToInstance(dto, value);
  const errors = fieldErrorsOf(
    validateSync(instance, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: false }),
  );
  if (errors.length > 0) {
    const reason = errors
      .map(({ field, message }) => (message.startsWith(field) ? message : `${field}: ${message}`))
      .join('; ');
    return { line, reason };
  }
  return { line, row: instance };
}

const RANK = new Map(CATALOGUE_ROW_TYPES.map((type, index) => [type, index]));
const depth = (row: CatalogueRow) => (row.type === 'classification' ? row.path.split('/').length : 0);

/** The order rows are applied in: by kind (what is referred to first), parents before children, then by line. */
export function applyOrder(rows: ValidRow[]): ValidRow[] {
  return [...rows].sort(
    (a, b) => RANK.get(a.row.type)! - RANK.get(b.row.type)! || depth(a.row) - depth(b.row) || a.line - b.line,
  );
}
