import type {
  TicketDetail,
  TicketFormOptions,
  TicketOption,
  TicketOptionKind,
  TicketSummary,
} from './tickets.contract.js';
import { cleanFileName } from './upload-file-name.js';
import type { TicketAttachmentRow, TicketMessageRow, TicketOptionRow, TicketRow } from './tickets.schema.js';

export type OptionLabels = Record<TicketOptionKind, Map<string, string>>;

export const ATTACHMENT_ROUTE = '/api/tickets-proxy/attachments';

/** What the pages need of an option row (what the data cache keeps). */
export type CompanyOption = Pick<TicketOptionRow, 'kind' | 'value' | 'label'>;

export function optionLabels(rows: CompanyOption[]): OptionLabels {
  const labels: OptionLabels = { location: new Map(), type: new Map(), machine: new Map() };
  for (const row of rows) labels[row.kind].set(row.value, row.label);
  return labels;
}

export function toFormOptions(rows: CompanyOption[]): TicketFormOptions {
  const of = (kind: TicketOptionKind): TicketOption[] =>
    rows.filter((row) => row.kind === kind).map((row) => ({ value: row.value, label: row.label }));
  return { locations: of('location'), types: of('type'), machines: of('machine') };
}

const option = (labels: Map<string, string>, value: string): TicketOption => ({
  value,
  label: labels.get(value) ?? value,
});

/** Explicit mapping: the company id and the contact's account id never leave the server (STYLE). */
export function toTicketSummary(row: TicketRow, labels: OptionLabels): TicketSummary {
  return {
    id: row.id,
    number: row.number,
    type: option(labels.type, row.type),
    subject: row.subject,
    machine: option(labels.machine, row.machine),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toTicketDetail(
  row: TicketRow,
  labels: OptionLabels,
  messages: TicketMessageRow[],
  attachments: TicketAttachmentRow[],
): TicketDetail {
  return {
    ...toTicketSummary(row, labels),
    description: row.description,
    location: option(labels.location, row.location),
    serialNumber: row.serialNumber,
    machineName: row.machineName,
    contact: row.contactName,
    closedAt: row.closedAt?.toISOString() ?? null,
    closingReason: row.closingReason,
    // The repository selects customer kinds only; the filter keeps a note out even if a caller passed one.
    messages: messages.flatMap((m) =>
      m.kind === 'note'
        ? []
        : [
            {
              id: m.id,
              kind: m.kind,
              author: m.author,
              text: m.body,
              createdAt: m.createdAt.toISOString(),
            },
          ],
    ),
    attachments: attachments.map((a) => ({
      id: a.id,
      // Names stored before names were cleaned may still hold bidi controls.
      fileName: cleanFileName(a.originalName),
      contentType: a.contentType,
      size: a.size,
      href: `${ATTACHMENT_ROUTE}/${a.id}`,
    })),
  };
}
