import type { UpstreamGraphql } from '../../src/core/http-client/index.js';
import type { DomainError } from '../../src/core/errors/index.js';
import type { UpstreamMonitor } from '../health/index.js';
import type { UserProfile } from '../identity-provider/index.js';
import { type TicketingRefusals, callTicketingAsUser, fromEnum, toEnum } from '../tickets/index.js';
import {
  AGENT_SETTABLE_STATUSES,
  type AgentTicketView,
  type QueueFilter,
  type QueueItem,
  type QueuePage,
  type TicketStatus,
} from './service-desk.contract.js';
import {
  ADD_INTERNAL_NOTE,
  AGENT_FILTER_CHOICES,
  AGENT_QUEUE,
  AGENT_TICKET_QUERY,
  ASSIGN_TICKET,
  REPLY_TO_TICKET,
  SET_TICKET_STATUS,
  TAKE_TICKET,
} from './service-desk.documents.js';
import { ServiceDeskErrors } from './service-desk.errors.js';
import type { ServiceDeskPort } from './service-desk.port.js';
import { ServiceDeskService } from './service-desk.service.js';
import type { QueueFilterOptions } from './service-desk-views.contract.js';

/** GraphQL answers an optional field the built-in views leave out as null. */
type Wire<T> = { [K in keyof T]-?: T[K] | (undefined extends T[K] ? null : never) };

/** The view without the optional `fields` the upstream answered null, so both sources answer and render alike. */
function without<T extends object>(value: T, fields: readonly string[]): T {
  const copy = { ...value } as Record<string, unknown>;
  for (const field of fields) if (copy[field] === null) delete copy[field];
  return copy as T;
}

const status = (value: string) => fromEnum(value) as TicketStatus;

function fromWireItem(item: Wire<QueueItem>): QueueItem {
  return without({ ...item, status: status(item.status) }, ['machineSerial', 'assignee']) as QueueItem;
}

function fromWireTicket(ticket: Wire<AgentTicketView>): AgentTicketView {
  const { machine } = ticket;
  const view = {
    ...ticket,
    status: status(ticket.status),
    closingReason: fromEnum(ticket.closingReason) ?? null,
    machine: machine && {
      ...machine,
      earlierTickets: machine.earlierTickets.map((earlier) => ({ ...earlier, status: status(earlier.status) })),
    },
    conversation: ticket.conversation.map((entry) => ({
      ...entry,
      kind: fromEnum(entry.kind) as AgentTicketView['conversation'][number]['kind'],
    })),
  };
  return without(view, ['assignee', 'machine']) as AgentTicketView;
}

/** The upstream's 400s whose text is one of ours keep their code; any other is RequestInvalid with its text. */
const KNOWN_INVALID = [
  ServiceDeskErrors.TextRequired(),
  ServiceDeskErrors.StatusInvalid(),
  ServiceDeskErrors.AssigneeInvalid(),
  ServiceDeskErrors.UploadUnclaimable(),
];
const FILTER_INVALID = /^The filter's (\w+) is not valid$/;

function invalid(message: string): DomainError {
  const known = KNOWN_INVALID.find((error) => error.message === message);
  if (known) return known;
  const filter = FILTER_INVALID.exec(message);
  return filter ? ServiceDeskErrors.FilterInvalid(filter[1]!) : ServiceDeskErrors.RequestInvalid(message);
}

/** The upstream's refusals as the service desk's own errors. */
const DESK_REFUSALS: TicketingRefusals = {
  400: invalid,
  403: () => ServiceDeskErrors.AgentOnly(),
  404: () => ServiceDeskErrors.TicketNotFound(),
  409: () => ServiceDeskErrors.TicketClosed(),
};

/**
 * The `graphql` service desk source (issue 33): the agent operations of the upstream ticketing schema (the one
 * /api/tickets-proxy serves, service-desk.graphql.ts), called as the signed-in agent with their ID token in
 * `ciam_id_token` (SPEC §7.6), through the tickets' upstream client. The upstream decides what the agent may see; its
 * refusals keep their meaning (403, 404, 409, 400), anything else (no answer, a 5xx, an answer without data) is
 * TicketingUnavailable (503) and counts against the `ticketing` health entry.
 */
export class GraphqlServiceDesk implements ServiceDeskPort {
  constructor(
    private readonly upstream: UpstreamGraphql,
    private readonly monitor: UpstreamMonitor,
  ) {}

  async queue(agent: UserProfile, filter: QueueFilter = {}, page = 1): Promise<QueuePage> {
    const data = await this.call<{ agentTickets: Omit<QueuePage, 'items'> & { items: Wire<QueueItem>[] } }>(
      agent,
      AGENT_QUEUE,
      { filter: { ...filter, ...(filter.status ? { status: toEnum(filter.status) } : {}) }, page },
    );
    return { ...data.agentTickets, items: data.agentTickets.items.map(fromWireItem) };
  }

  async filterChoices(agent: UserProfile): Promise<QueueFilterOptions> {
    const data = await this.call<{ agentFilterChoices: QueueFilterOptions }>(agent, AGENT_FILTER_CHOICES);
    return data.agentFilterChoices;
  }

  async ticket(agent: UserProfile, ticketId: string): Promise<AgentTicketView> {
    return this.agentTicket(agent, 'agentTicket', AGENT_TICKET_QUERY, { id: ticketId });
  }

  reply(agent: UserProfile, ticketId: string, text: string, attachmentIds: string[] = []): Promise<AgentTicketView> {
    return this.agentTicket(agent, 'replyToTicket', REPLY_TO_TICKET, { ticketId, text, attachmentIds });
  }

  addNote(agent: UserProfile, ticketId: string, text: string): Promise<AgentTicketView> {
    return this.agentTicket(agent, 'addInternalNote', ADD_INTERNAL_NOTE, { ticketId, text });
  }

  setStatus(agent: UserProfile, ticketId: string, value: TicketStatus): Promise<AgentTicketView> {
    // Refused here with the built-in message: the upstream's enum would refuse it with a schema error instead.
    if (!(AGENT_SETTABLE_STATUSES as readonly string[]).includes(value)) throw ServiceDeskErrors.StatusInvalid();
    return this.agentTicket(agent, 'setTicketStatus', SET_TICKET_STATUS, { ticketId, status: toEnum(value) });
  }

  assign(agent: UserProfile, ticketId: string, agentId: string | null): Promise<AgentTicketView> {
    return this.agentTicket(agent, 'assignTicket', ASSIGN_TICKET, { ticketId, agentId });
  }

  take(agent: UserProfile, ticketId: string): Promise<AgentTicketView> {
    return this.agentTicket(agent, 'takeTicket', TAKE_TICKET, { ticketId });
  }

  /**
   * The ticket's company, as the upstream names it. An upload stored here could never be claimed by a reply the
   * upstream stores, so the controller forwards agents' uploads to the upstream instead (service-desk.controller.ts).
   */
  async uploadCompany(agent: UserProfile, ticketId: string): Promise<string> {
    const ticket = await this.ticket(agent, ticketId);
    if (ticket.status === 'closed') throw ServiceDeskErrors.TicketClosed();
    return ticket.company.id;
  }

  /** One operation answering an agent's view of a ticket, under `field`. */
  private async agentTicket(
    agent: UserProfile,
    field: string,
    document: string,
    variables: Record<string, unknown>,
  ): Promise<AgentTicketView> {
    const data = await this.call<Record<string, Wire<AgentTicketView>>>(agent, document, variables);
    return fromWireTicket(data[field]!);
  }

  /** One upstream call as the request's agent; its failures as the service desk's domain errors. */
  private call<T>(agent: UserProfile, document: string, variables: Record<string, unknown> = {}): Promise<T> {
    if (!ServiceDeskService.isAgent(agent)) throw ServiceDeskErrors.AgentOnly();
    return callTicketingAsUser<T>(this.upstream, this.monitor, DESK_REFUSALS, document, variables);
  }
}
