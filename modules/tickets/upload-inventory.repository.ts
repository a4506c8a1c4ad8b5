import { asc } from 'drizzle-orm';
import type { Database } from '../../src/core/database/database.js';
import { ticketAttachment } from './tickets.schema.js';

export interface StoredUpload {
  /** Relative to UPLOADS_DIR. */
  storagePath: string;
  /** False for an upload no ticket has claimed yet (it is swept after a day). */
  claimed: boolean;
}

/**
 * Every upload the database knows of, across companies: for operators only (`npm run backup` copies exactly these
 * files, read in the same snapshot as the database dump). Not a Nest provider: nothing in a request may list them.
 */
export class UploadInventoryRepository {
  constructor(private readonly db: Database) {}

  async all(): Promise<StoredUpload[]> {
    const rows = await this.db
      .select({ storagePath: ticketAttachment.storagePath, ticketId: ticketAttachment.ticketId })
      .from(ticketAttachment)
      .orderBy(asc(ticketAttachment.storagePath));
    return rows.map((row) => ({ storagePath: row.storagePath, claimed: row.ticketId !== null }));
  }
}
