// Wire shapes of the service desk (issue 31): the agents' queue and ticket view. Types and constants only.
import { SERVICE_DESK_AGENT_ROLE } from '../identity-provider/identity.contract.js';
import { TICKET_STATUSES, type TicketAttachment, type TicketStatus } from '../tickets/tickets.contract.js';

export type { TicketStatus };

/** The agents' role (beyond SPEC §6): internal employees who answer tickets in `/{locale}/portal/service-desk`. */
export const SERVICE_DESK_ROLE = SERVICE_DESK_AGENT_ROLE;

/** A ticket's states in order; `closed` is the only end state (issue 31). */
export const DESK_TICKET_STATUSES = TICKET_STATUSES;

/** What an agent may set; closing is the customer's (with a SPEC §3 reason). */
export const AGENT_SETTABLE_STATUSES = ['new', 'in-progress', 'waiting-for-customer', 'solved'] as const;
export type AgentSettableStatus = (typeof AGENT_SETTABLE_STATUSES)[number];

export const QUEUE_PAGE_SIZE = 20;
export const QUEUE_MAX_PAGE_SIZE = 100;
export const DESK_TEXT_MAX = 10_000;

/** The queue's filters; every field narrows, none given is every ticket of every company. */
export interface QueueFilter {
  /** Company id. */
  company?: string;
  status?: TicketStatus;
  /** Ticket type code (`breakdown`, …). */
  type?: string;
  /** Machine code of the ticket form (as in the customer's filter). */
  machine?: string;
  /** `unassigned`, `mine` or an agent's account id. */
  assignee?: 'unassigned' | 'mine' | string;
  /** Only tickets created at least this many days ago. */
  olderThanDays?: number;
}

export interface DeskPerson {
  id: string;
  name: string;
}

export interface QueueItem {
  /** The id the customer operations use too. */
  id: string;
  number: string;
  subject: string;
  company: DeskPerson;
  contact: { name: string; email: string };
  type: { value: string; label: string };
  status: TicketStatus;
  machineSerial?: string;
  assignee?: DeskPerson;
  createdAt: string;
  /** When the first answer is due (per ticket type, configurable). */
  firstResponseDueAt: string;
  /** Due time passed without a reply (or, once answered, never). */
  overdue: boolean;
  lastActivityAt: string;
}

export interface QueuePage {
  total: number;
  items: QueueItem[];
  page: number;
  pageSize: number;
}

export type ConversationKind = 'customer' | 'reply' | 'note';

export interface ConversationEntry {
  id: string;
  kind: ConversationKind;
  author: string;
  text: string;
  createdAt: string;
  attachments: TicketAttachment[];
}

export interface EarlierTicket {
  id: string;
  number: string;
  subject: string;
  status: TicketStatus;
  createdAt: string;
}

export interface AgentTicketView {
  id: string;
  number: string;
  subject: string;
  description: string;
  type: { value: string; label: string };
  location: { value: string; label: string };
  status: TicketStatus;
  createdAt: string;
  firstResponseDueAt: string;
  firstRespondedAt: string | null;
  overdue: boolean;
  closedAt: string | null;
  closingReason: string | null;
  assignee?: DeskPerson;
  company: DeskPerson;
  contact: { name: string; email: string };
  machine?: { code: string; serial: string; name: string; earlierTickets: EarlierTicket[] };
  /** Comments (`customer`), replies and notes in order; the ticket's own text is `description`. Notes never reach customers. */
  conversation: ConversationEntry[];
  /** Attachments of the ticket itself (sent with the new ticket). */
  attachments: TicketAttachment[];
  /** Who the ticket can be assigned to. */
  agents: DeskPerson[];
}

/** Where the agent screens call the API. */
export const SERVICE_DESK_API = '/api/service-desk';
/** The agents' upload route for a reply's attachment (Fastify's route URL; multipart is allowed there only). */
export const SERVICE_DESK_UPLOAD_ROUTE = '/api/service-desk/tickets/:id/uploads';
/** The agent pages under the portal: `/{locale}/portal/service-desk`. */
export const SERVICE_DESK_SEGMENT = 'service-desk';
