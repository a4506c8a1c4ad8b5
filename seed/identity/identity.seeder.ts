import { and, eq, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '../../modules/identity-provider/index.js';
import { account, company } from '../../modules/identity-provider/identity.schema.js';
import type { Database } from '../../src/core/database/database.js';
import { DEMO_PASSWORD, SEED_ACCOUNTS, SEED_COMPANIES } from './identity.data.js';

/**
 * Adds the demo companies and accounts that are missing (by slug and email); existing ones, and passwords
 * changed since, are left alone. Passwords are hashed here, at seed time.
 */
export async function seedIdentity(db: Database): Promise<void> {
  await db.insert(company).values(SEED_COMPANIES).onConflictDoNothing({ target: company.slug });
  const companies = await db
    .select({ id: company.id, slug: company.slug })
    .from(company)
    .where(
      inArray(
        company.slug,
        SEED_COMPANIES.map((c) => c.slug),
      ),
    );
  const companyIds = new Map(companies.map((c) => [c.slug, c.id]));
  const existing = await db
    .select({ email: account.email })
    .from(account)
    .where(
      inArray(
        account.email,
        SEED_ACCOUNTS.map((a) => a.email),
      ),
    );
  const present = new Set(existing.map((row) => row.email));
  const missing = SEED_ACCOUNTS.filter((a) => !present.has(a.email));
  if (missing.length === 0) return;
  // One hash each: its own salt, so equal passwords do not show as equal hashes.
  const rows = await Promise.all(
    missing.map(async ({ companySlug, ...rest }) => ({
      ...rest,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      companyId: companyIds.get(companySlug)!,
    })),
  );
  await db.insert(account).values(rows).onConflictDoNothing({ target: account.email });
}

/** True when the identity tables hold no account yet (start-up seeds them into an existing database). */
export async function isIdentityEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: account.id }).from(account).limit(1);
  return rows.length === 0;
}

const AGENT_ROLE = 'kmx_int_servicedesk_agent';

/** True when no account holds the service desk role (a database seeded before issue 31). */
export async function isServiceDeskEmpty(db: Database): Promise<boolean> {
  const rows = await db
    .select({ id: account.id })
    .from(account)
    .where(sql`${AGENT_ROLE} = any(${account.roles})`)
    .limit(1);
  return rows.length === 0;
}

/** Issue 31 on an existing database: adds the demo agent (sam) and gives the demo accounts' agent role (ivan). */
export async function seedServiceDeskAgents(db: Database): Promise<void> {
  await seedIdentity(db);
  for (const seed of SEED_ACCOUNTS.filter((a) => a.roles.includes(AGENT_ROLE))) {
    await db
      .update(account)
      .set({ roles: sql`array_append(${account.roles}, ${AGENT_ROLE})` })
      .where(and(eq(account.email, seed.email), sql`not (${AGENT_ROLE} = any(${account.roles}))`));
  }
}
