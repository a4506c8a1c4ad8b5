import { Inject, Injectable } from '@nestjs/common';
import { desc, inArray, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { type OidcSigningKeyRow, oidcSigningKey } from './identity.schema.js';

/** Advisory lock id serialising the creation of signing keys across instances. */
const SIGNING_KEY_LOCK = 726_355;

export interface NewSigningKey {
  kid: string;
  alg: string;
  privateJwk: string;
}

@Injectable()
export class SigningKeysRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Newest first: the first key signs, the others still verify. */
  list(): Promise<OidcSigningKeyRow[]> {
    return this.db.select().from(oidcSigningKey).orderBy(desc(oidcSigningKey.seq));
  }

  /**
   * Under a transaction-scoped advisory lock, so two instances starting together agree: `create` runs only when
   * `needed(existing)` says so, and gets the next sequence number (the unique `seq` is the second guard).
   */
  async withLock(
    needed: (existing: OidcSigningKeyRow[]) => boolean,
    create: () => NewSigningKey,
  ): Promise<OidcSigningKeyRow[]> {
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SIGNING_KEY_LOCK})`);
      const existing = await tx.select().from(oidcSigningKey).orderBy(desc(oidcSigningKey.seq));
      if (!needed(existing)) return existing;
      const seq = (existing[0]?.seq ?? 0) + 1;
      const [row] = await tx
        .insert(oidcSigningKey)
        .values({ ...create(), seq })
        .returning();
      return [row!, ...existing];
    });
  }

  async remove(kids: string[]): Promise<void> {
    if (kids.length === 0) return;
    await this.db.delete(oidcSigningKey).where(inArray(oidcSigningKey.kid, kids));
  }
}
