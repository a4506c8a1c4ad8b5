import { bigint, index, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    /** The creating account; its name is kept too, so the contact survives the account. */
    contactAccountId: uuid('contact_account_id').references(() => account.id, { onDelete: 'set null' }),
    contactName: text('contact_name').notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closingReason: text('closing_reason', { enum: CLOSING_REASONS }),
    ...timestamps,
  },
  (t) => [index('ticket_company_created_idx').on(t.companyId, t.createdAt)],
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
  ],
);

export type TicketOptionRow = typeof ticketOption.$inferSelect;
export type TicketRow = typeof ticket.$inferSelect;
export type NewTicketRow = typeof ticket.$inferInsert;
export type TicketMessageRow = typeof ticketMessage.$inferSelect;
export type TicketAttachmentRow = typeof ticketAttachment.$inferSelect;
