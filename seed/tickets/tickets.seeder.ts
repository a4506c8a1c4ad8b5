import { inArray, sql } from 'drizzle-orm';
import { account, company } from '../../modules/identity-provider/identity.schema.js';
import { ticket, ticketMessage, ticketOption } from '../../modules/tickets/tickets.schema.js';
import type { Database } from '../../src/core/database/database.js';
import { SEED_COMPANY_TICKETS } from './tickets.data.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const firstReply = (messages: { kind: string; afterDays: number }[], createdAt: Date): Date | null => {
  const days = messages.filter((m) => m.kind === 'reply').map((m) => m.afterDays);
  return days.length > 0 ? new Date(createdAt.getTime() + Math.min(...days) * DAY_MS) : null;
};

/**
 * Adds the demo companies' ticket form options and tickets that are missing (by company, kind and value; by ticket
 * number), with their replies and comments. Tickets already there are left alone, so running it again changes
 * nothing. Needs the identity seed (companies, accounts) first.
 */
export async function seedTickets(db: Database, now = new Date()): Promise<void> {
  const companies = await db
    .select({ id: company.id, slug: company.slug })
    .from(company)
    .where(
      inArray(
        company.slug,
        SEED_COMPANY_TICKETS.map((c) => c.companySlug),
      ),
    );
  const companyIds = new Map(companies.map((c) => [c.slug, c.id]));
  const accounts = await db
    .select({ id: account.id, email: account.email, firstName: account.firstName, lastName: account.lastName })
    .from(account);
  const byEmail = new Map(accounts.map((a) => [a.email, a]));

  for (const seed of SEED_COMPANY_TICKETS) {
    const companyId = companyIds.get(seed.companySlug);
    if (!companyId) continue;
    await db
      .insert(ticketOption)
      .values(seed.options.map((o) => ({ ...o, companyId })))
      .onConflictDoNothing({ target: [ticketOption.companyId, ticketOption.kind, ticketOption.value] });
    for (const { messages, contactEmail, createdDaysAgo, ...fields } of seed.tickets) {
      const contact = byEmail.get(contactEmail);
      const createdAt = new Date(now.getTime() - createdDaysAgo * DAY_MS);
      const [created] = await db
        .insert(ticket)
        .values({
          ...fields,
          companyId,
          contactAccountId: contact?.id ?? null,
          contactName: contact ? `${contact.firstName} ${contact.lastName}` : contactEmail,
          closedAt: fields.status === 'closed' ? new Date(createdAt.getTime() + 7 * DAY_MS) : null,
          createdAt,
          firstRespondedAt: firstReply(messages, createdAt),
          lastActivityAt: new Date(createdAt.getTime() + Math.max(0, ...messages.map((m) => m.afterDays)) * DAY_MS),
        })
        .onConflictDoNothing({ target: ticket.number })
        .returning({ id: ticket.id });
      if (!created || messages.length === 0) continue;
      await db.insert(ticketMessage).values(
        messages.map((m) => ({
          ticketId: created.id,
          kind: m.kind,
          author: m.author,
          body: m.body,
          createdAt: new Date(createdAt.getTime() + m.afterDays * DAY_MS),
        })),
      );
    }
  }
  // New tickets number on after the seeded ones.
  await db.execute(
    sql`select setval('ticket_number_seq', greatest((select last_value from ticket_number_seq), (select coalesce(max(substring(number from 3)::bigint), 10000) from ticket)))`,
  );
}

/** True when no demo company has its ticket form options yet (start-up seeds them into an existing database). */
export async function isTicketsEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: ticketOption.id }).from(ticketOption).limit(1);
  return rows.length === 0;
}
