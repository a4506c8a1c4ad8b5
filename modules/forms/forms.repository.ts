import { Inject, Injectable } from '@nestjs/common';
import { and, count, eq, gte } from 'drizzle-orm';
import { DATABASE, type Database } from '../../src/core/database/database.js';
import { type BotCheck, type FormSubmissionRow, formSubmission } from './forms.schema.js';
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

/** SQL for submissions, nothing else (STYLE: repositories). */
@Injectable()
export class FormsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  /** Runs `work` in one transaction (the submission and its mail: both or neither). */
  transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(tx as unknown as Database));
  }

  async insertSubmission(submission: NewSubmission, db: Database = this.db): Promise<FormSubmissionRow> {
    const [row] = await db.insert(formSubmission).values(submission).returning();
    return row!;
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
}
