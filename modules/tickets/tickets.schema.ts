import {
  bigint,
  index,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../src/core/database/columns.js';
import { account, company } from '../identity-provider/identity.schema.js';
import { CLOSING_REASONS, TICKET_MESSAGE_KINDS, TICKET_OPTION_KINDS, TICKET_STATUSES } from './tickets.contract.js';

/** Ticket numbers `T-10001`, … (one sequence for all companies, so a number names one ticket). */
export const ticketNumberSeq = pgSequence('ticket_number_seq', { startWith: 10001 });

/** The selectable options of a company's ticket form (SPEC §5): its locations, ticket types and machines. */
export const ticketOption = pgTable(
  'ticket_option',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id),
    kind: text('kind', { enum: TICKET_OPTION_KINDS }).notNull(),
    /** Stable code, unique per company and kind. */
    value: text('value').notNull(),
    label: text('label').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('ticket_option_company_kind_value_idx').on(t.companyId, t.kind, t.value)],
);

/** A service ticket (SPEC §3); it belongs to one company. */
export const ticket = pgTable(
  'ticket',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id),
    number: text('number').notNull().unique(),
    type: text('type').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    location: text('location').notNull(),
    machine: text('machine').notNull(),
    serialNumber: text('serial_number').notNull().default(''),
    machineName: text('machine_name').notNull().default(''),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('new'),
    /** The UI language the customer wrote it in; the customer's mails about it use it (issue 31). */
    language: text('language').notNull().default('en'),
    /** The agent working on it (issue 31); null: the team's. */
    assigneeAccountId: uuid('assignee_account_id').references(() => account.id, { onDelete: 'set null' }),
    /** The first agent reply; the first-response due time counts until then. */
    firstRespondedAt: timestamp('first_responded_at', { withTimezone: true }),
    /** The last message or status change (the queue shows it). */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    /** The creating account; its name is kept too, so the contact survives the account. */
    contactAccountId: uuid('contact_account_id').references(() => account.id, { onDelete: 'set null' }),
    contactName: text('contact_name').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closingReason: text('closing_reason', { enum: CLOSING_REASONS }),
    ...timestamps,
  },
  (t) => [
    index('ticket_company_created_idx').on(t.companyId, t.createdAt),
    index('ticket_assignee_status_idx').on(t.assigneeAccountId, t.status),
  ],
);

/** Replies from the provider and comments from the customer, in order of creation. */
export const ticketMessage = pgTable(
  'ticket_message',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => ticket.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TICKET_MESSAGE_KINDS }).notNull(),
    author: text('author').notNull(),
    body: text('body').notNull(),
    ...timestamps,
  },
  (t) => [index('ticket_message_ticket_idx').on(t.ticketId, t.createdAt)],
);

/** An uploaded file under UPLOADS_DIR; unclaimed (no ticket) until a ticket of the same company takes it. */
export const ticketAttachment = pgTable(
  'ticket_attachment',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => company.id),
    ticketId: uuid('ticket_id').references(() => ticket.id, { onDelete: 'cascade' }),
    /** The agent reply that carries it (issue 31); null for the customer's attachments of the new ticket. */
    messageId: uuid('message_id').references(() => ticketMessage.id, { onDelete: 'cascade' }),
    /** Relative to UPLOADS_DIR. */
    storagePath: text('storage_path').notNull(),
    originalName: text('original_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    uploadedBy: text('uploaded_by').notNull(),
    ...timestamps,
  },
  (t) => [
    index('ticket_attachment_ticket_idx').on(t.ticketId),
    index('ticket_attachment_unclaimed_idx').on(t.createdAt),
    // The upload quotas sum a company's (and a user's) bytes before every upload.
    index('ticket_attachment_company_idx').on(t.companyId, t.uploadedBy),
  ],
);

/** When a customer user last opened a ticket: replies after it are unread (issue 31). */
export const ticketRead = pgTable(
  'ticket_read',
  {
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => ticket.id, { onDelete: 'cascade' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.ticketId, t.accountId] })],
);

export type TicketOptionRow = typeof ticketOption.$inferSelect;
export type TicketRow = typeof ticket.$inferSelect;
export type NewTicketRow = typeof ticket.$inferInsert;
export type TicketMessageRow = typeof ticketMessage.$inferSelect;
export type TicketAttachmentRow = typeof ticketAttachment.$inferSelect;
