import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { preparedByShape, preparedQuery } from '../../src/core/database/prepared-query.js';
import { account, company } from '../identity-provider/identity.schema.js';
import {
  CUSTOMER_MESSAGE_KINDS,
  type TicketOptionKind,
  type TicketSort,
  type TicketStatusFilter,
  UNRESOLVED_FILTER,
} from './tickets.contract.js';
import {
  type NewTicketRow,
  type TicketAttachmentRow,
  type TicketMessageRow,
  type TicketOptionRow,
  type TicketRow,
  ticket,
  ticketAttachment,
  ticketMessage,
  ticketOption,
  ticketRead,
} from './tickets.schema.js';
import type { UploadUsage } from './upload-quota.js';

export interface TicketListQuery {
  status?: TicketStatusFilter;
  type?: string;
  machine?: string;
  sort: TicketSort;
  offset: number;
  limit: number;
}

/** Every column of the ticket (a select with computed columns beside them). */
const ticketColumns = {
  id: ticket.id,
  companyId: ticket.companyId,
  number: ticket.number,
  type: ticket.type,
  subject: ticket.subject,
  description: ticket.description,
  location: ticket.location,
  machine: ticket.machine,
  serialNumber: ticket.serialNumber,
  machineName: ticket.machineName,
  status: ticket.status,
  language: ticket.language,
  assigneeAccountId: ticket.assigneeAccountId,
  firstRespondedAt: ticket.firstRespondedAt,
  lastActivityAt: ticket.lastActivityAt,
  contactAccountId: ticket.contactAccountId,
  contactName: ticket.contactName,
  closedAt: ticket.closedAt,
  closingReason: ticket.closingReason,
  createdAt: ticket.createdAt,
  updatedAt: ticket.updatedAt,
};

// A ticket's page and the dashboard run these on every request: prepared once per database handle
// (src/core/database/prepared-query.ts).
const findTicket = preparedQuery((db) =>
  db
    .select()
    .from(ticket)
    .where(and(eq(ticket.companyId, sql.placeholder('companyId')), eq(ticket.id, sql.placeholder('ticketId'))))
    .limit(1)
    .prepare('ticket_find'),
);

const ticketMessages = preparedQuery((db) =>
  db
    .select({
      id: ticketMessage.id,
      ticketId: ticketMessage.ticketId,
      kind: ticketMessage.kind,
      author: ticketMessage.author,
      body: ticketMessage.body,
      createdAt: ticketMessage.createdAt,
      updatedAt: ticketMessage.updatedAt,
    })
    .from(ticketMessage)
    .innerJoin(ticket, eq(ticket.id, ticketMessage.ticketId))
    .where(
      and(
        eq(ticket.companyId, sql.placeholder('companyId')),
        eq(ticketMessage.ticketId, sql.placeholder('ticketId')),
        inArray(ticketMessage.kind, [...CUSTOMER_MESSAGE_KINDS]),
      ),
    )
    .orderBy(asc(ticketMessage.createdAt), asc(ticketMessage.id))
    .prepare('ticket_messages'),
);

const ticketAttachments = preparedQuery((db) =>
  db
    .select()
    .from(ticketAttachment)
    .where(
      and(
        eq(ticketAttachment.companyId, sql.placeholder('companyId')),
        eq(ticketAttachment.ticketId, sql.placeholder('ticketId')),
      ),
    )
    .orderBy(asc(ticketAttachment.createdAt), asc(ticketAttachment.id))
    .prepare('ticket_attachments'),
);

const markTicketRead = preparedQuery((db) =>
  db
    .insert(ticketRead)
    .values({
      ticketId: sql.placeholder('ticketId'),
      accountId: sql.placeholder('accountId'),
      readAt: sql.placeholder('now'),
    })
    .onConflictDoUpdate({
      target: [ticketRead.ticketId, ticketRead.accountId],
      // The values the insert proposed: the same instant for the read and the row's update.
      set: { readAt: sql`excluded.read_at`, updatedAt: sql`excluded.read_at` },
    })
    .prepare('ticket_mark_read'),
);

const waitingTickets = preparedQuery((db) =>
  db
    .select({ total: count() })
    .from(ticket)
    .where(and(eq(ticket.companyId, sql.placeholder('companyId')), eq(ticket.status, 'waiting-for-customer')))
    .prepare('ticket_waiting_count'),
);

/** Which filters a list request has: each combination is one prepared statement (3 × 2 × 2 × 2 × 2 = 48 at most). */
interface TicketListShape {
  status: 'any' | 'unresolved' | 'one';
  type: boolean;
  machine: boolean;
  sort: TicketSort;
  reader: boolean;
}

function listShapeOf(query: TicketListQuery, readerId: string | undefined): TicketListShape {
  return {
    status: query.status === UNRESOLVED_FILTER ? 'unresolved' : query.status ? 'one' : 'any',
    type: !!query.type,
    machine: !!query.machine,
    sort: query.sort,
    reader: readerId !== undefined,
  };
}

/** The list's conditions: placeholders for a prepared statement, or (`values`) the values themselves. */
function listConditions(
  shape: TicketListShape,
  values?: Pick<TicketListQuery, 'status' | 'type' | 'machine'> & { companyId: string },
): SQL | undefined {
  // A value given is a filter the shape has (listShapeOf): never undefined where it is read.
  const value = (name: string, given: string | undefined): SQLWrapper =>
    values ? sql`${given!}` : sql.placeholder(name);
  return and(
    eq(ticket.companyId, value('companyId', values?.companyId)),
    shape.status === 'unresolved'
      ? ne(ticket.status, 'closed')
      : shape.status === 'one'
        ? eq(ticket.status, value('status', values?.status))
        : undefined,
    shape.type ? eq(ticket.type, value('type', values?.type)) : undefined,
    shape.machine ? eq(ticket.machine, value('machine', values?.machine)) : undefined,
  );
}

/**
 * The ticket list of one shape, prepared once per database handle: the list page runs it on every request, and
 * building its SQL (columns, conditions, the unread subquery) cost about 4 % of that page's CPU.
 */
const ticketList = preparedByShape(
  (shape: TicketListShape) =>
    `ticket_list_${shape.status}_${shape.type ? 't' : ''}${shape.machine ? 'm' : ''}_` +
    `${shape.sort === 'created-asc' ? 'asc' : 'desc'}_${shape.reader ? 'r' : 'n'}`,
  ticketListQuery,
);

function ticketListQuery(shape: TicketListShape, name: string) {
  return preparedQuery((db) => {
    // "ticket"."id" spelled out: in a one-table select Drizzle writes its columns unqualified, and a bare "id" in
    // the subquery would name the message's own id.
    const unread: SQL<boolean> = shape.reader
      ? sql<boolean>`exists (select 1 from ${ticketMessage} m where m.ticket_id = "ticket"."id" and m.kind = 'reply'
          and m.created_at > coalesce((select r.read_at from ${ticketRead} r where r.ticket_id = "ticket"."id"
          and r.account_id = ${sql.placeholder('readerId')}), '-infinity'::timestamptz))`
      : sql<boolean>`false`;
    const order = shape.sort === 'created-asc' ? asc(ticket.createdAt) : desc(ticket.createdAt);
    // The total rides on every row (a window count), so a page of the list is one query; only a page past the end
    // has no row to carry it and asks for the count alone.
    return db
      .select({ ...ticketColumns, unread, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(ticket)
      .where(listConditions(shape))
      .orderBy(order, asc(ticket.number))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name);
  });
}

/**
 * SQL for tickets, nothing else (STYLE: repositories). Every method takes the company id and filters by it in the
 * query itself: a customer can never read or change another company's rows. Messages are read with the customer
 * kinds only (`CUSTOMER_MESSAGE_KINDS`): an agent's internal note never leaves this repository.
 */
@Injectable()
export class TicketsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  transaction<T>(work: (repository: TicketsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new TicketsRepository(tx as unknown as Database)));
  }

  async options(companyId: string): Promise<TicketOptionRow[]> {
    return this.db
      .select()
      .from(ticketOption)
      .where(eq(ticketOption.companyId, companyId))
      .orderBy(asc(ticketOption.kind), asc(ticketOption.label));
  }

  async option(companyId: string, kind: TicketOptionKind, value: string): Promise<TicketOptionRow | undefined> {
    const [row] = await this.db
      .select()
      .from(ticketOption)
      .where(and(eq(ticketOption.companyId, companyId), eq(ticketOption.kind, kind), eq(ticketOption.value, value)))
      .limit(1);
    return row;
  }

  /**
   * The company's tickets with `unread`: a reply newer than the reader's last opening of the ticket (or any reply
   * when the reader never opened it).
   */
  async list(
    companyId: string,
    query: TicketListQuery,
    readerId?: string,
  ): Promise<{ rows: (TicketRow & { unread: boolean })[]; total: number }> {
    const found = await ticketList(listShapeOf(query, readerId))(this.db).execute({
      companyId,
      status: query.status === UNRESOLVED_FILTER ? null : (query.status ?? null),
      type: query.type ?? null,
      machine: query.machine ?? null,
      readerId: readerId ?? null,
      limit: query.limit,
      offset: query.offset,
    });
    const rows = found.map(({ total: _total, ...row }) => row);
    if (found.length > 0) return { rows, total: found[0]!.total };
    if (query.offset === 0) return { rows, total: 0 };
    const [totalRow] = await this.db
      .select({ total: count() })
      .from(ticket)
      .where(listConditions(listShapeOf(query, readerId), { ...query, companyId }));
    return { rows, total: Number(totalRow?.total ?? 0) };
  }

  async find(companyId: string, ticketId: string): Promise<TicketRow | undefined> {
    const [row] = await findTicket(this.db).execute({ companyId, ticketId });
    return row;
  }

  async messages(companyId: string, ticketId: string): Promise<TicketMessageRow[]> {
    return ticketMessages(this.db).execute({ companyId, ticketId });
  }

  /**
   * Marks the ticket read by the customer user now (the list's unread mark counts replies after it). The caller has
   * found the ticket in the user's company.
   */
  async markRead(ticketId: string, accountId: string): Promise<void> {
    await markTicketRead(this.db).execute({ ticketId, accountId, now: new Date() });
  }

  /** How many of the company's tickets wait for the customer (the dashboard tile). */
  async waitingCount(companyId: string): Promise<number> {
    const [row] = await waitingTickets(this.db).execute({ companyId });
    return Number(row?.total ?? 0);
  }

  async attachments(companyId: string, ticketId: string): Promise<TicketAttachmentRow[]> {
    return ticketAttachments(this.db).execute({ companyId, ticketId });
  }

  async insert(row: Omit<NewTicketRow, 'number'>): Promise<TicketRow> {
    const [created] = await this.db
      .insert(ticket)
      .values({ ...row, number: sql`'T-' || nextval('ticket_number_seq')` })
      .returning();
    return created!;
  }

  /**
   * A customer's comment on the company's own ticket; a ticket waiting for the customer or solved goes back to in
   * progress (issue 31). Customers write comments only.
   */
  async addComment(
    companyId: string,
    ticketId: string,
    message: { author: string; body: string },
  ): Promise<TicketMessageRow | undefined> {
    // Inserted only for the company's own ticket (read with the company filter first).
    if (!(await this.find(companyId, ticketId))) return undefined;
    const [row] = await this.db
      .insert(ticketMessage)
      .values({ ticketId, kind: 'comment', ...message })
      .returning();
    await this.db
      .update(ticket)
      .set({
        lastActivityAt: new Date(),
        status: sql`case when ${ticket.status} in ('waiting-for-customer', 'solved') then 'in-progress'
          else ${ticket.status} end`,
      })
      .where(and(eq(ticket.companyId, companyId), eq(ticket.id, ticketId)));
    return row;
  }

  async close(
    companyId: string,
    ticketId: string,
    closingReason: NonNullable<TicketRow['closingReason']>,
  ): Promise<TicketRow | undefined> {
    const [row] = await this.db
      .update(ticket)
      .set({ status: 'closed', closingReason, closedAt: new Date(), lastActivityAt: new Date() })
      .where(and(eq(ticket.companyId, companyId), eq(ticket.id, ticketId)))
      .returning();
    return row;
  }

  async insertAttachment(row: typeof ticketAttachment.$inferInsert): Promise<TicketAttachmentRow> {
    const [created] = await this.db.insert(ticketAttachment).values(row).returning();
    return created!;
  }

  /** Claims unclaimed uploads of the same company for a ticket; returns how many were claimed. */
  async claimAttachments(companyId: string, ticketId: string, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const rows = await this.db
      .update(ticketAttachment)
      .set({ ticketId })
      .where(
        and(
          eq(ticketAttachment.companyId, companyId),
          isNull(ticketAttachment.ticketId),
          inArray(ticketAttachment.id, ids),
        ),
      )
      .returning({ id: ticketAttachment.id });
    return rows.length;
  }

  /** An attachment of one of the company's tickets (unclaimed uploads are not downloadable). */
  async findAttachment(companyId: string, attachmentId: string): Promise<TicketAttachmentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(ticketAttachment)
      .where(
        and(
          eq(ticketAttachment.companyId, companyId),
          eq(ticketAttachment.id, attachmentId),
          sql`${ticketAttachment.ticketId} is not null`,
        ),
      )
      .limit(1);
    return row;
  }

  /** An enabled account's email (a ticket's contact, for its mails). */
  async accountEmail(accountId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ email: account.email })
      .from(account)
      .where(and(eq(account.id, accountId), eq(account.disabled, false)))
      .limit(1);
    return row?.email;
  }

  /** The emails of the enabled accounts holding `role`; only `accountId`'s when given (the assignee). */
  async agentEmails(role: string, accountId?: string): Promise<string[]> {
    const rows = await this.db
      .select({ email: account.email })
      .from(account)
      .where(
        and(
          eq(account.disabled, false),
          sql`${role} = any(${account.roles})`,
          accountId ? eq(account.id, accountId) : undefined,
        ),
      )
      .orderBy(asc(account.email));
    return rows.map((row) => row.email);
  }

  /** A claimed attachment of any company (the service desk's downloads; it checks the agent first). */
  async findAnyAttachment(attachmentId: string): Promise<TicketAttachmentRow | undefined> {
    const [row] = await this.db
      .select()
      .from(ticketAttachment)
      .where(and(eq(ticketAttachment.id, attachmentId), sql`${ticketAttachment.ticketId} is not null`))
      .limit(1);
    return row;
  }

  /**
   * Serialises the upload reservations of one company until the transaction ends (eight concurrent
   * uploads cannot all read the same free quota). `no key update` leaves ticket inserts (a key-share lock on the
   * company row) unblocked.
   */
  async lockUploads(companyId: string): Promise<void> {
    await this.db.select({ id: company.id }).from(company).where(eq(company.id, companyId)).for('no key update');
  }

  /** Attachment bytes of the company and of one of its users, pending (no ticket yet) and stored (all). */
  async uploadUsage(companyId: string, userId: string): Promise<UploadUsage> {
    const pending = sql`${ticketAttachment.ticketId} is null`;
    const mine = sql`${ticketAttachment.uploadedBy} = ${userId}`;
    const [row] = await this.db
      .select({
        storedPerCompany: sql<string>`coalesce(sum(${ticketAttachment.size}), 0)`,
        pendingPerCompany: sql<string>`coalesce(sum(${ticketAttachment.size}) filter (where ${pending}), 0)`,
        storedPerUser: sql<string>`coalesce(sum(${ticketAttachment.size}) filter (where ${mine}), 0)`,
        pendingPerUser: sql<string>`coalesce(sum(${ticketAttachment.size}) filter (where ${mine} and ${pending}), 0)`,
      })
      .from(ticketAttachment)
      .where(eq(ticketAttachment.companyId, companyId));
    return {
      storedPerCompany: Number(row?.storedPerCompany ?? 0),
      pendingPerCompany: Number(row?.pendingPerCompany ?? 0),
      storedPerUser: Number(row?.storedPerUser ?? 0),
      pendingPerUser: Number(row?.pendingPerUser ?? 0),
    };
  }

  /** A stored upload's real size, name and type, replacing what its reservation held. */
  async completeAttachment(
    id: string,
    values: Pick<TicketAttachmentRow, 'size' | 'originalName' | 'contentType'>,
  ): Promise<void> {
    await this.db.update(ticketAttachment).set(values).where(eq(ticketAttachment.id, id));
  }

  /**
   * Deletes at most `limit` uploads never claimed and older than `before`, returning their files' paths. The rows
   * go first: an upload a ticket claims meanwhile is not deleted, so its file is never removed under it.
   */
  async deleteStaleUnclaimed(before: Date, limit: number): Promise<string[]> {
    const stale = this.db
      .select({ id: ticketAttachment.id })
      .from(ticketAttachment)
      .where(and(isNull(ticketAttachment.ticketId), lt(ticketAttachment.createdAt, before)))
      .orderBy(asc(ticketAttachment.createdAt))
      .limit(limit);
    const rows = await this.db
      .delete(ticketAttachment)
      .where(and(isNull(ticketAttachment.ticketId), inArray(ticketAttachment.id, stale)))
      .returning({ storagePath: ticketAttachment.storagePath });
    return rows.map((row) => row.storagePath);
  }

  async deleteUnclaimed(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .delete(ticketAttachment)
      .where(and(isNull(ticketAttachment.ticketId), inArray(ticketAttachment.id, ids)));
  }
}
