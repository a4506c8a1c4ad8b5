import { Inject, Injectable } from '@nestjs/common';
import type { UserProfile } from '../identity-provider/index.js';
import { TicketMails } from '../tickets/index.js';
import type { TicketAttachmentRow, TicketMessageRow, TicketOptionRow } from '../tickets/tickets.schema.js';
import {
  AGENT_SETTABLE_STATUSES,
  type AgentTicketView,
  type ConversationEntry,
  DESK_TEXT_MAX,
  DESK_TICKET_STATUSES,
  type QueueFilter,
  type QueueItem,
  type QueuePage,
  QUEUE_PAGE_SIZE,
  SERVICE_DESK_ROLE,
  type TicketStatus,
} from './service-desk.contract.js';
import type { QueueFilterOptions } from './service-desk-views.contract.js';
import { type ServiceDeskConfig, serviceDeskConfig } from './service-desk.config.js';
import type { ServiceDeskPort } from './service-desk.port.js';
import { ServiceDeskErrors } from './service-desk.errors.js';
import {
  type DeskTicketRow,
  type DueHours,
  type QueueQuery,
  ServiceDeskRepository,
} from './service-desk.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);
const DAY_MS = 24 * 60 * 60 * 1000;
export const DESK_ATTACHMENT_ROUTE = '/api/service-desk/attachments';

/** The first reply is overdue when it is due and none came; solved and closed tickets are never overdue. */
export function isOverdue(row: Pick<DeskTicketRow, 'dueAt' | 'firstRespondedAt' | 'status'>, now: Date): boolean {
  return row.firstRespondedAt === null && row.status !== 'solved' && row.status !== 'closed' && row.dueAt < now;
}

/** The hours the configuration gives a ticket type for its first reply. */
export function firstResponseHours(config: ServiceDeskConfig, type: string): number {
  return config.firstResponseHoursByType[type] ?? config.firstResponseHours;
}

/**
 * The agents' side of the tickets (issue 31): queue, ticket view, replies, notes, statuses, assignment. Every method
 * refuses anyone without the agent role (403); the repository's queries check the role again. The `builtin` source of
 * SERVICE_DESK_PORT (issue 33), and what the agent operations of /api/tickets-proxy answer from.
 */
@Injectable()
export class ServiceDeskService implements ServiceDeskPort {
  constructor(
    private readonly repository: ServiceDeskRepository,
    private readonly mails: TicketMails,
    @Inject(serviceDeskConfig.KEY) private readonly config: ServiceDeskConfig,
  ) {}

  /** True when the user is a service desk agent (beyond SPEC §6). */
  static isAgent(user: UserProfile): boolean {
    return user.roles.includes(SERVICE_DESK_ROLE) && isUuid(user.id);
  }

  private agentId(agent: UserProfile): string {
    if (!ServiceDeskService.isAgent(agent)) throw ServiceDeskErrors.AgentOnly();
    return agent.id;
  }

  private get hours(): DueHours {
    return { byType: this.config.firstResponseHoursByType, otherwise: this.config.firstResponseHours };
  }

  async queue(agent: UserProfile, filter: QueueFilter = {}, page = 1): Promise<QueuePage> {
    const agentId = this.agentId(agent);
    const pageNumber = Number.isSafeInteger(page) && page > 0 ? Math.min(page, 10_000) : 1;
    const pageSize = QUEUE_PAGE_SIZE;
    const query = this.queueQuery(agentId, filter ?? {});
    const [{ rows, total }, types] = await Promise.all([
      this.repository.queue(agentId, { ...query, offset: (pageNumber - 1) * pageSize, limit: pageSize }, this.hours),
      this.repository.typeLabels(agentId),
    ]);
    const now = new Date();
    return { total, page: pageNumber, pageSize, items: rows.map((row) => this.toQueueItem(row, types, now)) };
  }

  /** What the queue's filter offers: every company with tickets, and every ticket type by its label. */
  async filterChoices(agent: UserProfile): Promise<QueueFilterOptions> {
    const agentId = this.agentId(agent);
    const [companies, typeRows] = await Promise.all([
      this.repository.ticketCompanies(agentId),
      this.repository.typeLabels(agentId),
    ]);
    // Companies name their types alike; the first label of each value stands for it.
    const types = new Map<string, string>();
    for (const row of typeRows) if (!types.has(row.value)) types.set(row.value, row.label);
    return {
      companies,
      types: [...types].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label)),
    };
  }

  /** Checks every filter field: a wrong one is a 400, never an empty queue that hides a typo. */
  private queueQuery(agentId: string, filter: QueueFilter): Omit<QueueQuery, 'offset' | 'limit'> {
    const text = (field: string, value: unknown) => {
      if (value === undefined || value === null || value === '') return undefined;
      if (typeof value !== 'string' || value.length > 100) throw ServiceDeskErrors.FilterInvalid(field);
      return value;
    };
    const company = text('company', filter.company);
    if (company !== undefined && !isUuid(company)) throw ServiceDeskErrors.FilterInvalid('company');
    const status = text('status', filter.status);
    if (status !== undefined && !(DESK_TICKET_STATUSES as readonly string[]).includes(status)) {
      throw ServiceDeskErrors.FilterInvalid('status');
    }
    const assignee = text('assignee', filter.assignee);
    if (assignee !== undefined && assignee !== 'unassigned' && assignee !== 'mine' && !isUuid(assignee)) {
      throw ServiceDeskErrors.FilterInvalid('assignee');
    }
    const days = filter.olderThanDays;
    if (days !== undefined && days !== null && (!Number.isSafeInteger(days) || days < 0 || days > 36_500)) {
      throw ServiceDeskErrors.FilterInvalid('olderThanDays');
    }
    return {
      companyId: company,
      status: status as TicketStatus | undefined,
      type: text('type', filter.type),
      machine: text('machine', filter.machine),
      assigneeId: assignee === 'unassigned' ? null : assignee === 'mine' ? agentId : assignee,
      createdBefore: days ? new Date(Date.now() - days * DAY_MS) : undefined,
    };
  }

  private toQueueItem(row: DeskTicketRow, types: TicketOptionRow[], now: Date): QueueItem {
    return {
      id: row.id,
      number: row.number,
      subject: row.subject,
      company: { id: row.companyId, name: row.companyName },
      contact: { name: row.contactName, email: row.contactEmail ?? '' },
      type: { value: row.type, label: typeLabel(types, row.companyId, row.type) },
      status: row.status,
      ...(row.serialNumber ? { machineSerial: row.serialNumber } : {}),
      ...(row.assigneeAccountId && row.assigneeName
        ? { assignee: { id: row.assigneeAccountId, name: row.assigneeName } }
        : {}),
      createdAt: row.createdAt.toISOString(),
      firstResponseDueAt: row.dueAt.toISOString(),
      overdue: isOverdue(row, now),
      lastActivityAt: row.lastActivityAt.toISOString(),
    };
  }

  private async find(agentId: string, ticketId: string): Promise<DeskTicketRow> {
    const row = isUuid(ticketId) ? await this.repository.find(agentId, ticketId, this.hours) : undefined;
    if (!row) throw ServiceDeskErrors.TicketNotFound();
    return row;
  }

  async ticket(agent: UserProfile, ticketId: string): Promise<AgentTicketView> {
    const agentId = this.agentId(agent);
    const row = await this.find(agentId, ticketId);
    const [messages, attachments, options, earlier, agents] = await Promise.all([
      this.repository.messages(agentId, row.id),
      this.repository.attachments(agentId, row.id),
      this.repository.options(agentId, row.companyId),
      this.repository.earlierTickets(agentId, row),
      this.repository.agents(agentId),
    ]);
    const label = (kind: TicketOptionRow['kind'], value: string) =>
      options.find((o) => o.kind === kind && o.value === value)?.label ?? value;
    return {
      id: row.id,
      number: row.number,
      subject: row.subject,
      description: row.description,
      type: { value: row.type, label: label('type', row.type) },
      location: { value: row.location, label: label('location', row.location) },
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      firstResponseDueAt: row.dueAt.toISOString(),
      firstRespondedAt: row.firstRespondedAt?.toISOString() ?? null,
      overdue: isOverdue(row, new Date()),
      closedAt: row.closedAt?.toISOString() ?? null,
      closingReason: row.closingReason,
      ...(row.assigneeAccountId && row.assigneeName
        ? { assignee: { id: row.assigneeAccountId, name: row.assigneeName } }
        : {}),
      company: { id: row.companyId, name: row.companyName },
      contact: { name: row.contactName, email: row.contactEmail ?? '' },
      machine: {
        code: row.machine,
        serial: row.serialNumber,
        name: row.machineName || label('machine', row.machine),
        earlierTickets: earlier.map((t) => ({
          id: t.id,
          number: t.number,
          subject: t.subject,
          status: t.status,
          createdAt: t.createdAt.toISOString(),
        })),
      },
      conversation: conversation(messages, attachments),
      attachments: attachments.filter((a) => a.messageId === null).map(toAttachment),
      agents: agents.map((a) => ({ id: a.id, name: `${a.firstName} ${a.lastName}`.trim() })),
    };
  }

  private text(value: unknown): string {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '' || text.length > DESK_TEXT_MAX) throw ServiceDeskErrors.TextRequired();
    return text;
  }

  /** A reply the customer sees (and is mailed); `attachmentIds` are this agent's uploads for this ticket. */
  async reply(
    agent: UserProfile,
    ticketId: string,
    text: string,
    attachmentIds: string[] = [],
  ): Promise<AgentTicketView> {
    const agentId = this.agentId(agent);
    const body = this.text(text);
    const ids = [...new Set(attachmentIds ?? [])];
    if (ids.length > 20 || !ids.every(isUuid)) throw ServiceDeskErrors.UploadUnclaimable();
    const row = await this.find(agentId, ticketId);
    if (row.status === 'closed') throw ServiceDeskErrors.TicketClosed();
    const author = agent.fullName || agent.email;
    await this.repository.transaction(async (tx) => {
      const message = await tx.addMessage(agentId, row.id, { kind: 'reply', author, body });
      if (!message) throw ServiceDeskErrors.TicketClosed();
      const claimed = await tx.claimAttachments(agentId, row.companyId, row.id, message.id, ids);
      if (claimed !== ids.length) throw ServiceDeskErrors.UploadUnclaimable();
    });
    await this.mails.customerReply(row, author, body);
    return this.ticket(agent, row.id);
  }

  /** An internal note: agents only; never shown, mailed or exported to a customer. */
  async addNote(agent: UserProfile, ticketId: string, text: string): Promise<AgentTicketView> {
    const agentId = this.agentId(agent);
    const body = this.text(text);
    const row = await this.find(agentId, ticketId);
    const added = await this.repository.addMessage(agentId, row.id, {
      kind: 'note',
      author: agent.fullName || agent.email,
      body,
    });
    if (!added) throw ServiceDeskErrors.TicketClosed();
    return this.ticket(agent, row.id);
  }

  /** new, in progress, waiting for customer, solved; the customer closes. The customer is mailed on a change. */
  async setStatus(agent: UserProfile, ticketId: string, status: TicketStatus): Promise<AgentTicketView> {
    const agentId = this.agentId(agent);
    if (!(AGENT_SETTABLE_STATUSES as readonly string[]).includes(status)) throw ServiceDeskErrors.StatusInvalid();
    const row = await this.find(agentId, ticketId);
    if (row.status === 'closed') throw ServiceDeskErrors.TicketClosed();
    if (row.status !== status) {
      const updated = await this.repository.setStatus(agentId, row.id, status);
      if (!updated) throw ServiceDeskErrors.TicketClosed();
      await this.mails.customerStatus(updated, status);
    }
    return this.ticket(agent, row.id);
  }

  /** Assigns the ticket to an agent, or to nobody (the team) with null. */
  async assign(agent: UserProfile, ticketId: string, agentId: string | null): Promise<AgentTicketView> {
    const actor = this.agentId(agent);
    if (agentId !== null && (!isUuid(agentId) || !(await this.repository.isAgentAccount(agentId)))) {
      throw ServiceDeskErrors.AssigneeInvalid();
    }
    const row = await this.find(actor, ticketId);
    if (!(await this.repository.assign(actor, row.id, agentId))) throw ServiceDeskErrors.TicketNotFound();
    return this.ticket(agent, row.id);
  }

  async take(agent: UserProfile, ticketId: string): Promise<AgentTicketView> {
    return this.assign(agent, ticketId, this.agentId(agent));
  }

  /** The ticket's company for an agent's upload (the upload counts against that company's quotas). */
  async uploadCompany(agent: UserProfile, ticketId: string): Promise<string> {
    const row = await this.find(this.agentId(agent), ticketId);
    if (row.status === 'closed') throw ServiceDeskErrors.TicketClosed();
    return row.companyId;
  }
}

function typeLabel(types: TicketOptionRow[], companyId: string, value: string): string {
  return types.find((t) => t.companyId === companyId && t.value === value)?.label ?? value;
}

function toAttachment(a: TicketAttachmentRow) {
  return {
    id: a.id,
    fileName: a.originalName,
    contentType: a.contentType,
    size: a.size,
    href: `${DESK_ATTACHMENT_ROUTE}/${a.id}`,
  };
}

/** Messages in order, each with the attachments its reply carried; the customer's kind is `customer`. */
function conversation(messages: TicketMessageRow[], attachments: TicketAttachmentRow[]): ConversationEntry[] {
  return messages.map((m) => ({
    id: m.id,
    kind: m.kind === 'comment' ? 'customer' : m.kind,
    author: m.author,
    text: m.body,
    createdAt: m.createdAt.toISOString(),
    attachments: attachments.filter((a) => a.messageId === m.id).map(toAttachment),
  }));
}
