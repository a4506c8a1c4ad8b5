import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { type OidcPayloadRow, oidcPayload } from './identity.schema.js';

export interface PayloadWrite {
  kind: string;
  id: string;
  payload: Record<string, unknown>;
  expiresAt: Date | null;
  grantId: string | null;
  uid: string | null;
  userCode: string | null;
}

/** SQL for the provider's state (the adapter in oidc-adapter.ts speaks oidc-provider's interface over it). */
@Injectable()
export class OidcPayloadRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async upsert(row: PayloadWrite): Promise<void> {
    await this.db
      .insert(oidcPayload)
      .values(row)
      .onConflictDoUpdate({
        target: [oidcPayload.kind, oidcPayload.id],
        set: {
          payload: row.payload,
          expiresAt: row.expiresAt,
          grantId: row.grantId,
          uid: row.uid,
          userCode: row.userCode,
          updatedAt: new Date(),
        },
      });
  }

  private notExpired() {
    return or(isNull(oidcPayload.expiresAt), gt(oidcPayload.expiresAt, sql`now()`));
  }

  async find(kind: string, id: string): Promise<OidcPayloadRow | undefined> {
    const [row] = await this.db
      .select()
      .from(oidcPayload)
      .where(and(eq(oidcPayload.kind, kind), eq(oidcPayload.id, id), this.notExpired()))
      .limit(1);
    return row;
  }

  async findBy(kind: string, column: 'uid' | 'userCode', value: string): Promise<OidcPayloadRow | undefined> {
    const [row] = await this.db
      .select()
      .from(oidcPayload)
      .where(and(eq(oidcPayload.kind, kind), eq(oidcPayload[column], value), this.notExpired()))
      .limit(1);
    return row;
  }

  async consume(kind: string, id: string): Promise<void> {
    await this.db
      .update(oidcPayload)
      .set({ consumedAt: new Date() })
      .where(and(eq(oidcPayload.kind, kind), eq(oidcPayload.id, id)));
  }

  async destroy(kind: string, id: string): Promise<void> {
    await this.db.delete(oidcPayload).where(and(eq(oidcPayload.kind, kind), eq(oidcPayload.id, id)));
  }

  /** Every model of a grant (codes, tokens, the grant itself) goes when the grant is revoked. */
  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.delete(oidcPayload).where(eq(oidcPayload.grantId, grantId));
  }

  /** Deletes at most `limit` expired rows (bounded work per sweep); returns how many went. */
  async deleteExpired(limit: number): Promise<number> {
    const result = await this.db.execute(sql`
      delete from oidc_payload where (kind, id) in (
        select kind, id from oidc_payload where expires_at < now() limit ${limit}
      ) returning 1`);
    const rows = (result as unknown as { rows?: unknown[] }).rows ?? (result as unknown as unknown[]);
    return rows.length;
  }
}
