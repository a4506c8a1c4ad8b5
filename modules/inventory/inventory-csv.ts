import type { InstalledMachineDto } from './inventory.dto.js';
/**
 * Spreadsheet formula injection (OWASP "CSV injection"): a cell starting with `=`, `+`, `-`, `@`, a tab or a carriage
 * return is read as a formula by spreadsheet programs, so it gets a leading apostrophe and stays text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One RFC 4180 cell: formula-safe, quoted when it holds a comma, quote or line break. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const INVENTORY_CSV_HEADER = [
  'Serial number',
  'Product',
  'Variant',
  'Location',
  'Commissioned on',
  'Warranty ends on',
  'Service contract',
  'Software version',
] as const;

/** The machines as CSV (RFC 4180, CRLF line ends), a header row first; a BOM so spreadsheets read UTF-8. */
export function inventoryCsv(machines: readonly InstalledMachineDto[]): string {
  const rows = machines.map((m) => [
    m.serialNumber,
    m.product.name,
    m.variant,
    m.location.label,
    m.commissionedOn,
    m.warrantyEndsOn,
    m.serviceContract?.name ?? '',
    m.softwareVersion,
  ]);
  return '\uFEFF' + [INVENTORY_CSV_HEADER, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
