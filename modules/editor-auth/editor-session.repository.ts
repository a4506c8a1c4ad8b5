import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, lt } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { editorPassword, editorSession } from './editor-auth.schema.js';

const CURRENT_PASSWORD_ROW = 'current';

/** SQL for editor sessions and the password they were issued under, nothing else (STYLE: repositories). */
@Injectable()
export class EditorSessionRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  async insert(tokenHash: string, expiresAt: Date, editorName: string | null): Promise<void> {
    await this.db.insert(editorSession).values({ tokenHash, expiresAt, editorName });
  }

  /** The unexpired session with this token hash (its editor's name), or undefined. */
  async findActive(tokenHash: string, now: Date): Promise<{ editorName: string | null } | undefined> {
    const [row] = await this.db
      .select({ editorName: editorSession.editorName })
      .from(editorSession)
      .where(and(eq(editorSession.tokenHash, tokenHash), gt(editorSession.expiresAt, now)))
      .limit(1);
    return row;
  }

  async delete(tokenHash: string): Promise<void> {
    await this.db.delete(editorSession).where(eq(editorSession.tokenHash, tokenHash));
  }

  async deleteExpired(now: Date): Promise<void> {
    await this.db.delete(editorSession).where(lt(editorSession.expiresAt, now));
  }

  async storedPasswordHash(): Promise<string | undefined> {
    const [row] = await this.db
      .select({ passwordHash: editorPassword.passwordHash })
      .from(editorPassword)
      .where(eq(editorPassword.id, CURRENT_PASSWORD_ROW))
      .limit(1);
    return row?.passwordHash;
  }

  /** Records a new editor password and revokes every session issued under the old one, in one transaction. */
  async replacePassword(passwordHash: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(editorSession);
      await tx
        .insert(editorPassword)
        .values({ id: CURRENT_PASSWORD_ROW, passwordHash })
        .onConflictDoUpdate({ target: editorPassword.id, set: { passwordHash } });
    });
  }
}
