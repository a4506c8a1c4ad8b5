import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import {
  type BotCheck,
  type FormSubmissionRow,
  type MailOutboxRow,
  formSubmission,
  mailOutbox,
} from './forms.schema.js';
import type { FormKind } from './forms.contract.js';

export interface NewSubmission {
  id?: string;
  kind: FormKind;
  payload: Record<string, unknown>;
  site: string;
  locale: string;
  ipHash: string;
  botCheck: BotCheck;
}

export interface NewMail {
  recipient: string;
  replyTo: string | null;
  subject: string;
  body: string;
}

/** SQL for submissions and the mail outbox, nothing else (STYLE: repositories). */
@Injectable()
export class FormsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Inserts the submission and its mail (if any) in one transaction: both or neither. */
  async insertSubmission(submission: NewSubmission, mail: NewMail | undefined): Promise<FormSubmissionRow> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(formSubmission).values(submission).returning();
      if (mail) await tx.insert(mailOutbox).values({ ...mail, submissionId: row!.id });
      return row!;
    });
  }

  async countSince(ipHash: string, since: Date): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(formSubmission)
      .where(and(eq(formSubmission.ipHash, ipHash), gte(formSubmission.createdAt, since)));
    return Number(row?.n ?? 0);
  }

  async findSubmission(id: string): Promise<FormSubmissionRow | undefined> {
    const [row] = await this.db.select().from(formSubmission).where(eq(formSubmission.id, id)).limit(1);
    return row;
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
