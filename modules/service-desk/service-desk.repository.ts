import { Inject, Injectable } from '@nestjs/common';
import { type SQL, aliasedTable, and, asc, count, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { account, company } from '../identity-provider/identity.schema.js';
import {
  type TicketAttachmentRow,
  type TicketMessageRow,
  type TicketOptionRow,
  type TicketRow,
  ticket,
  ticketAttachment,
  ticketMessage,
  ticketOption,
} from '../tickets/tickets.schema.js';
import { SERVICE_DESK_ROLE, type TicketStatus } from './service-desk.contract.js';

/** Hours until the first reply is due, per ticket type, and for other types. */
export interface DueHours {
  byType: Readonly<Record<string, number>>;
  otherwise: number;
}

export interface QueueQuery {
  companyId?: string;
  status?: TicketStatus;
  type?: string;
  machine?: string;
  /** null: unassigned. */
  assigneeId?: string | null;
  createdBefore?: Date;
  offset: number;
  limit: number;
}

export interface DeskTicketRow extends TicketRow {
  companyName: string;
  contactEmail: string | null;
  assigneeName: string | null;
  dueAt: Date;
}

const assignee = aliasedTable(account, 'assignee');
const contact = aliasedTable(account, 'contact');

/**
 * SQL of the service desk. Every query takes the acting agent's account id and holds `isAgent(agentId)` in its own
 * WHERE: without the role on an enabled account it reads and changes nothing, whatever the caller checked before.
 */
@Injectable()
export class ServiceDeskRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  transaction<T>(work: (repository: ServiceDeskRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new ServiceDeskRepository(tx as unknown as Database)));
  }

  /** The role check every query carries. */
  private isAgent(agentId: string): SQL {
    return sql`exists (select 1 from ${account} agent where agent.id = ${agentId}
      and ${SERVICE_DESK_ROLE} = any(agent.roles) and not agent.disabled)`;
  }

  /** When the first reply is due: created + the type's hours (the configuration, read per query). */
  private dueAt(hours: DueHours): SQL<Date> {
    const cases = Object.entries(hours.byType).map(([type, h]) => sql`when ${type} then ${h}::int`);
    const perType =
      cases.length > 0
        ? sql`case ${ticket.type} ${sql.join(cases, sql` `)} else ${hours.otherwise}::int end`
        : sql`${hours.otherwise}::int`;
    return sql<Date>`(${ticket.createdAt} + (${perType}) * interval '1 hour')`.mapWith((value: string | Date) =>
      value instanceof Date ? value : new Date(value),
    );
  }

  private deskColumns(hours: DueHours) {
    return {
      ticket,
      companyName: company.name,
      contactEmail: contact.email,
      assigneeFirst: assignee.firstName,
      assigneeLast: assignee.lastName,
      dueAt: this.dueAt(hours),
    };
  }

  private toDeskRow(row: {
    ticket: TicketRow;
    companyName: string;
    contactEmail: string | null;
    assigneeFirst: string | null;
    assigneeLast: string | null;
    dueAt: Date;
  }): DeskTicketRow {
    return {
      ...row.ticket,
      companyName: row.companyName,
      contactEmail: row.contactEmail,
      assigneeName: row.assigneeFirst === null ? null : `${row.assigneeFirst} ${row.assigneeLast ?? ''}`.trim(),
      dueAt: row.dueAt,
    };
  }

  async queue(agentId: string, query: QueueQuery, hours: DueHours): Promise<{ rows: DeskTicketRow[]; total: number }> {
    const where = and(
      this.isAgent(agentId),
      query.companyId ? eq(ticket.companyId, query.companyId) : undefined,
      query.status ? eq(ticket.status, query.status) : undefined,
      query.type ? eq(ticket.type, query.type) : undefined,
      query.machine ? eq(ticket.machine, query.machine) : undefined,
      query.assigneeId === null
        ? isNull(ticket.assigneeAccountId)
        : query.assigneeId
          ? eq(ticket.assigneeAccountId, query.assigneeId)
          : undefined,
      query.createdBefore ? lte(ticket.createdAt, query.createdBefore) : undefined,
    );
    const due = this.dueAt(hours);
    const [rows, [totalRow]] = await Promise.all([
      this.db
        .select(this.deskColumns(hours))
        .from(ticket)
        .innerJoin(company, eq(company.id, ticket.companyId))
        .leftJoin(contact, eq(contact.id, ticket.contactAccountId))
        .leftJoin(assignee, eq(assignee.id, ticket.assigneeAccountId))
        .where(where)
        // Open work first, by due time; closed tickets last.
        .orderBy(sql`(${ticket.status} = 'closed')`, asc(due), asc(ticket.number))
        .limit(query.limit)
        .offset(query.offset),
      this.db.select({ total: count() }).from(ticket).where(where),
    ]);
    return { rows: rows.map((row) => this.toDeskRow(row)), total: Number(totalRow?.total ?? 0) };
  }

  async find(agentId: string, ticketId: string, hours: DueHours): Promise<DeskTicketRow | undefined> {
    const [row] = await this.db
      .select(this.deskColumns(hours))
      .from(ticket)
      .innerJoin(company, eq(company.id, ticket.companyId))
      .leftJoin(contact, eq(contact.id, ticket.contactAccountId))
      .leftJoin(assignee, eq(assignee.id, ticket.assigneeAccountId))
      .where(and(this.isAgent(agentId), eq(ticket.id, ticketId)))
      .limit(1);
    return row && this.toDeskRow(row);
  }

  /** The whole conversation, internal notes included (agents only). */
  async messages(agentId: string, ticketId: string): Promise<TicketMessageRow[]> {
    return this.db
      .select()
      .from(ticketMessage)
      .where(and(this.isAgent(agentId), eq(ticketMessage.ticketId, ticketId)))
      .orderBy(asc(ticketMessage.createdAt), asc(ticketMessage.id));
  }

  async attachments(agentId: string, ticketId: string): Promise<TicketAttachmentRow[]> {
    return this.db
      .select()
      .from(ticketAttachment)
      .where(and(this.isAgent(agentId), eq(ticketAttachment.ticketId, ticketId)))
      .orderBy(asc(ticketAttachment.createdAt), asc(ticketAttachment.id));
  }

  async options(agentId: string, companyId: string): Promise<TicketOptionRow[]> {
    return this.db
      .select()
      .from(ticketOption)
      .where(and(this.isAgent(agentId), eq(ticketOption.companyId, companyId)));
  }

  /** The type labels of every company (the queue shows each ticket's type by its label). */
  async typeLabels(agentId: string): Promise<TicketOptionRow[]> {
    return this.db
      .select()
      .from(ticketOption)
      .where(and(this.isAgent(agentId), eq(ticketOption.kind, 'type')));
  }

  /** Every company that has tickets, by name (what the queue's company filter offers). */
  async ticketCompanies(agentId: string): Promise<{ id: string; name: string }[]> {
    return this.db
      .selectDistinct({ id: company.id, name: company.name })
      .from(ticket)
      .innerJoin(company, eq(company.id, ticket.companyId))
      .where(this.isAgent(agentId))
      .orderBy(asc(company.name), asc(company.id));
  }

  /** The company's other tickets about the same machine, newest first. */
  async earlierTickets(agentId: string, row: TicketRow, limit = 10): Promise<TicketRow[]> {
    return this.db
      .select()
      .from(ticket)
      .where(
        and(
          this.isAgent(agentId),
          eq(ticket.companyId, row.companyId),
          eq(ticket.machine, row.machine),
          ne(ticket.id, row.id),
        ),
      )
      .orderBy(desc(ticket.createdAt))
      .limit(limit);
  }

  /** Every enabled agent (whom a ticket can be assigned to). */
  async agents(agentId: string): Promise<{ id: string; firstName: string; lastName: string; email: string }[]> {
    return this.db
      .select({ id: account.id, firstName: account.firstName, lastName: account.lastName, email: account.email })
      .from(account)
      .where(and(this.isAgent(agentId), sql`${SERVICE_DESK_ROLE} = any(${account.roles})`, eq(account.disabled, false)))
      .orderBy(asc(account.firstName), asc(account.lastName));
  }

  /** An agent's reply or note; a reply answers the ticket (first response) and a new ticket goes in progress. */
  async addMessage(
    agentId: string,
    ticketId: string,
    message: { kind: 'reply' | 'note'; author: string; body: string },
  ): Promise<TicketMessageRow | undefined> {
    const [target] = await this.db
      .select({ id: ticket.id })
      .from(ticket)
      .where(and(this.isAgent(agentId), eq(ticket.id, ticketId), ne(ticket.status, 'closed')))
      .limit(1);
    if (!target) return undefined;
    const [row] = await this.db
      .insert(ticketMessage)
      .values({ ticketId, ...message })
      .returning();
    if (message.kind === 'reply') {
      const now = new Date();
      await this.db
        .update(ticket)
        .set({
          lastActivityAt: now,
          firstRespondedAt: sql`coalesce(${ticket.firstRespondedAt}, ${now.toISOString()}::timestamptz)`,
          status: sql`case when ${ticket.status} = 'new' then 'in-progress' else ${ticket.status} end`,
        })
        .where(eq(ticket.id, ticketId));
    }
    return row;
  }

  /** Claims the agent's own unclaimed uploads of the ticket's company for a reply; returns how many. */
  async claimAttachments(
    agentId: string,
    companyId: string,
    ticketId: string,
    messageId: string,
    ids: string[],
  ): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await this.db
      .update(ticketAttachment)
      .set({ ticketId, messageId })
      .where(
        and(
          this.isAgent(agentId),
          eq(ticketAttachment.companyId, companyId),
          eq(ticketAttachment.uploadedBy, agentId),
          isNull(ticketAttachment.ticketId),
          inArray(ticketAttachment.id, ids),
        ),
      )
      .returning({ id: ticketAttachment.id });
    return rows.length;
  }

  async setStatus(agentId: string, ticketId: string, status: TicketStatus): Promise<TicketRow | undefined> {
    const [row] = await this.db
      .update(ticket)
      .set({ status, lastActivityAt: new Date() })
      .where(and(this.isAgent(agentId), eq(ticket.id, ticketId), ne(ticket.status, 'closed')))
      .returning();
    return row;
  }

  async assign(agentId: string, ticketId: string, assigneeId: string | null): Promise<TicketRow | undefined> {
    const [row] = await this.db
      .update(ticket)
      .set({ assigneeAccountId: assigneeId })
      .where(and(this.isAgent(agentId), eq(ticket.id, ticketId)))
      .returning();
    return row;
  }

  /** Whether the account is an enabled agent (an assignee must be). */
  async isAgentAccount(accountId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: account.id })
      .from(account)
      .where(and(eq(account.id, accountId), this.isAgent(accountId)))
      .limit(1);
    return row !== undefined;
  }
}
