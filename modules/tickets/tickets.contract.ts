// Wire shapes of the service tickets (SPEC §3 Ticket, §5 ticket form): types and constants only.

/**
 * The states a ticket moves through (issue 31: new → in progress → waiting for customer → solved → closed);
 * `closed` is the only end state. Tickets stored as `open` before the service desk became `new` or `in-progress`.
 */
export const TICKET_STATUSES = ['new', 'in-progress', 'waiting-for-customer', 'solved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** A list filter beside the statuses: every ticket that is not closed (the inventory's 'open tickets' of a machine). */
export const UNRESOLVED_FILTER = 'unresolved';
export type TicketStatusFilter = TicketStatus | typeof UNRESOLVED_FILTER;
/** Whether a query value is a status filter. */
export const isStatusFilter = (value: unknown): value is TicketStatusFilter =>
  value === UNRESOLVED_FILTER || (TICKET_STATUSES as readonly unknown[]).includes(value);

/** SPEC §3: the three closing reasons. */
export const CLOSING_REASONS = ['solved-by-provider', 'solved-without-provider', 'no-longer-relevant'] as const;
export type ClosingReason = (typeof CLOSING_REASONS)[number];

/** The company's selectable options of the ticket form (SPEC §5). */
export const TICKET_OPTION_KINDS = ['location', 'type', 'machine'] as const;
export type TicketOptionKind = (typeof TICKET_OPTION_KINDS)[number];

/**
 * Replies come from the provider, comments from the customer (SPEC §3); notes are the agents' internal notes
 * (issue 31), never shown to a customer.
 */
export const TICKET_MESSAGE_KINDS = ['reply', 'comment', 'note'] as const;
export type StoredMessageKind = (typeof TICKET_MESSAGE_KINDS)[number];
/** The kinds a customer may read: every customer query selects these, never `note`. */
export const CUSTOMER_MESSAGE_KINDS = ['reply', 'comment'] as const;
export type TicketMessageKind = (typeof CUSTOMER_MESSAGE_KINDS)[number];

export const TICKET_SORTS = ['created-desc', 'created-asc'] as const;
export type TicketSort = (typeof TICKET_SORTS)[number];

export const TICKET_PAGE_SIZE = 10;
export const TICKET_MAX_PAGE_SIZE = 50;

/** SPEC §9: upload limit 100 MB per file. */
export const UPLOAD_MAX_BYTES = 100 * 1024 * 1024;

/** SPEC §5 messages of the ticket form; the spec gives the comment's, the others follow its wording. */
export const TICKET_FORM_MESSAGES = {
  location: 'Please select a location',
  type: 'Please select a ticket type',
  machine: 'Please select the machine concerned',
  subject: 'Please enter a subject',
  description: 'Please enter a description',
  comment: 'Please enter a comment',
  closingReason: 'Please select a closing reason',
} as const;

export const TICKET_TEXT_LIMITS = {
  subject: 200,
  description: 10_000,
  machineName: 200,
  serialNumber: 100,
  comment: 10_000,
} as const;

export interface TicketOption {
  value: string;
  label: string;
}

export interface TicketFormOptions {
  locations: TicketOption[];
  types: TicketOption[];
  machines: TicketOption[];
}

export interface TicketSummary {
  id: string;
  number: string;
  type: TicketOption;
  subject: string;
  machine: TicketOption;
  status: TicketStatus;
  createdAt: string;
  /** A reply came after the customer last opened the ticket (issue 31: the list marks it). */
  unread?: boolean;
}

export interface TicketMessage {
  id: string;
  kind: TicketMessageKind;
  author: string;
  text: string;
  createdAt: string;
}

export interface TicketAttachment {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
  href: string;
}

export interface TicketDetail extends TicketSummary {
  description: string;
  location: TicketOption;
  serialNumber: string;
  machineName: string;
  contact: string;
  closedAt: string | null;
  closingReason: ClosingReason | null;
  messages: TicketMessage[];
  attachments: TicketAttachment[];
}

export interface TicketPage {
  items: TicketSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** The list page's filter, from its query string. */
export interface TicketListFilter {
  status: TicketStatusFilter | '';
  type: string;
  machine: string;
  sort: TicketSort;
  page: number;
}

/** The ticket pages under the customer area (`/{locale}/{portal}/tickets/…`); `basePath` is `/{locale}/{portal}`. */
export interface TicketsViewPayloads {
  list: { basePath: string; result: TicketPage; options: TicketFormOptions; filter: TicketListFilter };
  /** `preselected`: the machine and location of `newticket?machine=…&location=…` (from the inventory), '' for none. */
  new: { basePath: string; options: TicketFormOptions; preselected: { machine: string; location: string } };
  detail: { basePath: string; ticket: TicketDetail };
  /** Any of them while the upstream ticketing service (TICKETING_URL) fails or does not answer (issue 33). */
  unavailable: { basePath: string };
}

declare module '../routing/section-view.contract.js' {
  interface SectionViewPayloads {
    tickets: TicketsViewPayloads;
  }
}

/** Where the browser calls the ticketing GraphQL API and uploads attachments. */
export const TICKETS_GRAPHQL_PATH = '/api/tickets-proxy';
export const TICKETS_UPLOAD_PATH = '/api/tickets-proxy/uploads';
