import { Inject, Injectable } from '@nestjs/common';
import { and, asc, desc, eq, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import type { MailKind } from './mail.contract.js';
import { type MailOutboxRow, mailOutbox } from './mail.schema.js';

export interface NewMail {
  kind: MailKind;
  recipient: string;
  replyTo?: string | null;
  subject: string;
  body: string;
  submissionId?: string | null;
}

/** SQL for the mail outbox, nothing else (STYLE: repositories). */
@Injectable()
export class MailRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Stores a mail; `db` is the caller's transaction when the mail belongs to a write of its own. */
  async insert(mail: NewMail, db: Database = this.db): Promise<string> {
    const [row] = await db
      .insert(mailOutbox)
      .values({ ...mail, replyTo: mail.replyTo ?? null, submissionId: mail.submissionId ?? null })
      .returning({ id: mailOutbox.id });
    return row!.id;
  }

  /** The newest mails first. */
  latest(limit: number): Promise<MailOutboxRow[]> {
    return this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id)).limit(limit);
  }

  /**
   * Takes up to `limit` due mails and leases them for `leaseMs` (their next attempt moves past the lease), so
   * another replica polling at the same time skips them (`for update skip locked`) and a crashed sender's
   * mails come back once the lease ends.
   */
  async claimDue(limit: number, maxAttempts: number, leaseMs: number): Promise<MailOutboxRow[]> {
    const due = this.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(isNull(mailOutbox.sentAt), lt(mailOutbox.attempts, maxAttempts), lte(mailOutbox.nextAttemptAt, sql`now()`)),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return this.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async markSent(id: string, attempts: number): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ sentAt: sql`now()`, attempts, lastError: null })
      .where(eq(mailOutbox.id, id));
  }

  async markFailed(id: string, attempts: number, error: string, retryInMs: number): Promise<void> {
    await this.db
      .update(mailOutbox)
      .set({ attempts, lastError: error, nextAttemptAt: sql`now() + ${`${retryInMs} milliseconds`}::interval` })
      .where(eq(mailOutbox.id, id));
  }
}
