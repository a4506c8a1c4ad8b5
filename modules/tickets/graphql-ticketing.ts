import type { UpstreamGraphql } from '../../src/core/http-client/index.js';
import { validateInput } from '../../src/core/http/validate-input.js';
import type { UpstreamMonitor } from '../health/index.js';
import type { UserProfile } from '../identity-provider/index.js';
import {
  ADD_COMMENT,
  CLOSE_TICKET,
  CREATE_TICKET,
  FORM_OPTIONS_QUERY,
  LIST_WITH_OPTIONS,
  TICKET_DETAIL,
  WAITING_COUNT,
} from './ticketing.documents.js';
import type { TicketingPort } from './ticketing.port.js';
import { type TicketingRefusals, callTicketingAsUser } from './ticketing-call.js';
import {
  type ClosingReason,
  type TicketDetail,
  type TicketFormOptions,
  type TicketMessageKind,
  type TicketPage,
  type TicketStatus,
  type TicketSummary,
  UNRESOLVED_FILTER,
} from './tickets.contract.js';
import { AddCommentInputDto, CloseTicketInputDto, CreateTicketInputDto } from './tickets.dto.js';
import { TicketsErrors } from './tickets.errors.js';
import { fromEnum, toEnum } from './tickets.graphql.js';
import { type CreateTicketInput, type TicketListInput, TicketsService } from './tickets.service.js';

/** The upstream's refusals as the tickets' own errors. */
const TICKET_REFUSALS: TicketingRefusals = {
  400: (message) => TicketsErrors.TicketInvalid([message]),
  403: () => TicketsErrors.ServiceNotActive(),
  404: () => TicketsErrors.TicketNotFound(),
  409: () => TicketsErrors.TicketAlreadyClosed(),
};

/** A ticket as the upstream sends it: enums in GraphQL's spelling (`IN_PROGRESS`). */
type Wire<T> = Omit<T, 'status' | 'closingReason' | 'messages'> & {
  status: string;
  closingReason?: string | null;
  messages?: { id: string; kind: string; author: string; text: string; createdAt: string }[];
};

const fromWireSummary = (ticket: Wire<TicketSummary>): TicketSummary => ({
  ...ticket,
  status: fromEnum(ticket.status) as TicketStatus,
});

const fromWireTicket = (ticket: Wire<TicketDetail>): TicketDetail => ({
  ...ticket,
  status: fromEnum(ticket.status) as TicketStatus,
  closingReason: (fromEnum(ticket.closingReason) ?? null) as ClosingReason | null,
  messages: (ticket.messages ?? []).map((message) => ({
    ...message,
    kind: fromEnum(message.kind) as TicketMessageKind,
  })),
});

/**
 * The `graphql` ticketing source (issue 33): the upstream's ticket schema (the one /api/tickets-proxy serves), called
 * as the signed-in user with their ID token in `ciam_id_token` (SPEC §7.6). The upstream decides what the user may
 * see; its refusals keep their meaning (404, 403, 409, 400), anything else (no answer, a 5xx, an answer without data)
 * is TicketingUnavailable and counts against the upstream's health.
 */
export class GraphqlTicketing implements TicketingPort {
  constructor(
    private readonly upstream: UpstreamGraphql,
    private readonly monitor: UpstreamMonitor,
  ) {}

  async formOptions(user: UserProfile): Promise<TicketFormOptions> {
    this.ensureService(user);
    const data = await this.call<{ ticketFormOptions: TicketFormOptions }>(FORM_OPTIONS_QUERY);
    return data.ticketFormOptions;
  }

  async listWithOptions(
    user: UserProfile,
    input: TicketListInput = {},
  ): Promise<{ page: TicketPage; options: TicketFormOptions }> {
    this.ensureService(user);
    const unresolved = input.status === UNRESOLVED_FILTER;
    const filter = {
      ...(unresolved ? { unresolved: true } : input.status ? { status: toEnum(input.status) } : {}),
      ...(input.type ? { type: input.type } : {}),
      ...(input.machine ? { machine: input.machine } : {}),
    };
    const data = await this.call<{
      tickets: Omit<TicketPage, 'items'> & { items: Wire<TicketSummary>[] };
      ticketFormOptions: TicketFormOptions;
    }>(LIST_WITH_OPTIONS, {
      filter,
      sort: input.sort ? toEnum(input.sort) : null,
      page: input.page ?? null,
      pageSize: input.pageSize ?? null,
    });
    return {
      // The contract's own field order: a page's payload is the same bytes as a builtin instance's (issue 33).
      page: {
        items: data.tickets.items.map(fromWireSummary),
        total: data.tickets.total,
        page: data.tickets.page,
        pageSize: data.tickets.pageSize,
      },
      options: data.ticketFormOptions,
    };
  }

  async detail(user: UserProfile, ticketId: string): Promise<TicketDetail> {
    this.ensureService(user);
    // The upstream's `ticket` marks the ticket read for the user, as opening it does here.
    const data = await this.call<{ ticket: Wire<TicketDetail> }>(TICKET_DETAIL, { id: ticketId });
    return fromWireTicket(data.ticket);
  }

  async waitingCount(user: UserProfile): Promise<number | undefined> {
    if (!TicketsService.canUse(user)) return undefined;
    const data = await this.call<{ tickets: { total: number } }>(WAITING_COUNT);
    return data.tickets.total;
  }

  async create(user: UserProfile, input: CreateTicketInput): Promise<TicketDetail> {
    this.ensureService(user);
    // The field rules here already, so the form's messages come back whole (the upstream's 400 says only its status).
    const { value, errors } = validateInput(CreateTicketInputDto, input);
    const messages = [...new Set(errors.filter((e) => e.field !== 'attachmentIds').map((e) => e.message))];
    if (messages.length > 0) throw TicketsErrors.TicketInvalid(messages);
    const data = await this.call<{ createTicket: Wire<TicketDetail> }>(CREATE_TICKET, {
      input: {
        location: value.location,
        type: value.type,
        machine: value.machine,
        subject: value.subject,
        description: value.description,
        machineName: value.machineName,
        serialNumber: value.serialNumber,
        attachmentIds: value.attachmentIds,
      },
    });
    return fromWireTicket(data.createTicket);
  }

  async addComment(user: UserProfile, ticketId: string, text: string | null | undefined): Promise<TicketDetail> {
    this.ensureService(user);
    const { value, errors } = validateInput(AddCommentInputDto, { text });
    if (errors.length > 0) throw TicketsErrors.CommentRequired();
    const data = await this.call<{ addComment: Wire<TicketDetail> }>(ADD_COMMENT, { ticketId, text: value.text });
    return fromWireTicket(data.addComment);
  }

  async close(user: UserProfile, ticketId: string, reason: string | null | undefined): Promise<TicketDetail> {
    this.ensureService(user);
    const { value, errors } = validateInput(CloseTicketInputDto, { reason });
    if (errors.length > 0) throw TicketsErrors.ClosingReasonInvalid();
    const data = await this.call<{ closeTicket: Wire<TicketDetail> }>(CLOSE_TICKET, {
      ticketId,
      reason: toEnum(value.reason),
    });
    return fromWireTicket(data.closeTicket);
  }

  private ensureService(user: UserProfile): void {
    if (!TicketsService.canUse(user)) throw TicketsErrors.ServiceNotActive();
  }

  /** One upstream call as the request's user; its failures as the tickets' domain errors. */
  private call<T>(document: string, variables: Record<string, unknown> = {}): Promise<T> {
    return callTicketingAsUser<T>(this.upstream, this.monitor, TICKET_REFUSALS, document, variables);
  }
}
