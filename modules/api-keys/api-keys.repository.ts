import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { type ApiKeyRow, type ApiKeyScope, apiKey } from './api-keys.schema.js';

export interface NewApiKey {
  name: string;
  keyHash: string;
  keyPrefix: string;
  scopes: ApiKeyScope[];
  createdBy: string | null;
}

/** SQL for API keys, nothing else (STYLE: repositories). */
@Injectable()
export class ApiKeysRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(values: NewApiKey): Promise<ApiKeyRow> {
    const [row] = await this.db.insert(apiKey).values(values).returning();
    return row!;
  }

  /** Every key, revoked ones included, newest first. */
  list(): Promise<ApiKeyRow[]> {
    return this.db.select().from(apiKey).orderBy(desc(apiKey.createdAt), desc(apiKey.id));
  }

  async findActiveByHash(keyHash: string): Promise<ApiKeyRow | undefined> {
    const [row] = await this.db
      .select()
      .from(apiKey)
      .where(and(eq(apiKey.keyHash, keyHash), isNull(apiKey.revokedAt)))
      .limit(1);
    return row;
  }

  /** Revokes a key (kept for its name in revision history); the row, or undefined for an unknown id. */
  async revoke(id: string, now: Date): Promise<ApiKeyRow | undefined> {
    await this.db
      .update(apiKey)
      .set({ revokedAt: now })
      .where(and(eq(apiKey.id, id), isNull(apiKey.revokedAt)));
    const [row] = await this.db.select().from(apiKey).where(eq(apiKey.id, id)).limit(1);
    return row;
  }

  async touch(id: string, now: Date): Promise<void> {
    await this.db.update(apiKey).set({ lastUsedAt: now }).where(eq(apiKey.id, id));
  }
}
