import { count, inArray } from 'drizzle-orm';
import { account } from '../../modules/identity-provider/identity.schema.js';
import { portalAccess } from '../../modules/user-admin/user-admin.schema.js';
import type { Database } from '../../src/core/database/database.js';
import { SEED_ACCESS } from './user-admin.data.js';

/** Whether no administrator setting exists yet (a database seeded before user administration existed). */
export async function isUserAdminEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(portalAccess);
  return Number(row?.n ?? 0) === 0;
}

/** Adds the demo access requests of accounts that exist; settings an administrator made are left alone. */
export async function seedUserAdmin(db: Database): Promise<void> {
  const accounts = await db
    .select({ id: account.id, email: account.email })
    .from(account)
    .where(
      inArray(
        account.email,
        SEED_ACCESS.map((a) => a.email),
      ),
    );
  const ids = new Map(accounts.map((a) => [a.email, a.id]));
  const rows = SEED_ACCESS.filter((a) => ids.has(a.email)).map((a) => ({
    accountId: ids.get(a.email)!,
    application: a.application,
    state: a.state,
  }));
  if (rows.length > 0) await db.insert(portalAccess).values(rows).onConflictDoNothing();
}
