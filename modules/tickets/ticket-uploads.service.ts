import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { type TicketsConfig, ticketsConfig } from './tickets.config.js';
import { withDetails } from '../../src/core/errors/index.js';
import { RateLimitStore } from '../../src/core/http/rate-limit-store.js';
import type { UserProfile } from '../identity-provider/index.js';
import { UPLOAD_MAX_BYTES } from './tickets.contract.js';
import { TicketsErrors } from './tickets.errors.js';
import { TicketsRepository } from './tickets.repository.js';
import type { TicketAttachmentRow } from './tickets.schema.js';
import { TicketsService, isUuid } from './tickets.service.js';
import { partialUploadPath, sweepPartialUploads } from './partial-uploads.js';
import { UploadDiskFloor } from './upload-disk-floor.js';
import { cleanFileName } from './upload-file-name.js';
import { type UploadQuota, reserveUpload } from './upload-quota.js';
import { ByteBudget, ContentTypeGate } from './upload-streams.js';

/** Unclaimed uploads live a day, swept hourly. */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/**
 * Rows deleted per statement (short transactions); a sweep runs batch after batch until none is left
 * (one batch an hour fell behind a flood).
 */
export const SWEEP_BATCH = 100;
/** A partial upload untouched this long is dead whoever wrote it (a live one grows; requests time out sooner). */
const PARTIAL_STALE_MS = 15 * 60 * 1000;

export interface IncomingFile {
  /** The file's bytes as they arrive (never buffered whole). */
  stream: Readable;
  filename: string;
  /** Set by the multipart parser when the stream was cut at the size limit. */
  truncated: () => boolean;
}

export interface IncomingUpload {
  /** The request's Content-Length, an upper bound of the file's size; undefined for a chunked body. */
  declaredBytes: number | undefined;
  /** Starts reading the multipart body: called only once the upload is admitted, so a refusal reads nothing. */
  file: () => Promise<IncomingFile | undefined>;
}

export interface StoredAttachment {
  path: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** Ticket attachments on disk under UPLOADS_DIR (SPEC §5, §9), within quotas. */
@Injectable()
export class TicketUploadsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(TicketUploadsService.name);
  private sweepTimer: NodeJS.Timeout | undefined;
  private sweeping: Promise<number> | undefined;

  constructor(
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    @Inject(ticketsConfig.KEY) private readonly tickets: TicketsConfig,
    private readonly repository: TicketsRepository,
    private readonly rateLimits: RateLimitStore,
    private readonly diskFloor: UploadDiskFloor,
  ) {}

  onModuleInit(): void {
    // Start-up clears what a killed predecessor left half-written.
    void this.sweepPartial();
    this.sweepTimer = setInterval(() => {
      void this.sweep().catch((e) => this.logger.warn(`sweep: ${String(e)}`));
      void this.sweepPartial();
    }, SWEEP_INTERVAL_MS);
    this.sweepTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweepTimer);
  }

  private companyOf(user: UserProfile): string {
    if (!TicketsService.canUse(user)) throw TicketsErrors.ServiceNotActive();
    return user.companyId;
  }

  /**
   * Streams one file to disk, checking its type by content and its size; on any failure (refused type, too large,
   * over quota, client abort) the partial file is deleted. Before a byte is read: the user's upload rate (429), the
   * disk's free space (507) and the quotas (413), whose bytes are reserved by a row written under a lock of the
   * company, so concurrent uploads each see the others' reservations. Returns the upload's id, owned by the user's
   * company.
   */
  async store(user: UserProfile, upload: IncomingUpload): Promise<{ id: string }> {
    return this.storeUnder(user, this.companyOf(user), upload);
  }

  /**
   * An agent's upload for a reply to a ticket of `companyId` (issue 31): the same checks, rate and quotas as a
   * customer's (the agent's own per-user quotas, the ticket's company's per-company ones). The caller (the service
   * desk) has checked the agent's role and the ticket.
   */
  async storeForCompany(agent: UserProfile, companyId: string, upload: IncomingUpload): Promise<{ id: string }> {
    return this.storeUnder(agent, companyId, upload);
  }

  private async storeUnder(user: UserProfile, companyId: string, upload: IncomingUpload): Promise<{ id: string }> {
    await this.admitRate(user);
    await mkdir(join(this.config.uploadsDir, companyId), { recursive: true });
    await this.diskFloor.admit(Math.min(upload.declaredBytes ?? UPLOAD_MAX_BYTES, UPLOAD_MAX_BYTES));
    const relative = join(companyId, randomUUID());
    const reservation = await this.reserve(user, companyId, relative, upload.declaredBytes);
    const path = join(this.config.uploadsDir, relative);
    // Written under a partial name and renamed before the reservation is completed: a kill -9 leaves either a
    // partial file (swept at the next start) or a file under its reservation row (never claimable, swept in a day).
    const partial = partialUploadPath(path);
    try {
      const file = await upload.file();
      if (!file) throw TicketsErrors.UploadMissing();
      const gate = new ContentTypeGate();
      const budget = new ByteBudget(reservation.bytes, () =>
        reservation.boundBy ? this.quotaExceeded(reservation.boundBy) : TicketsErrors.UploadTooLarge(),
      );
      await pipeline(file.stream, budget, gate, createWriteStream(partial, { flags: 'wx' }));
      if (file.truncated()) throw TicketsErrors.UploadTooLarge();
      const { size } = await stat(partial);
      await rename(partial, path);
      if (size === 0) throw TicketsErrors.UploadMissing();
      await this.repository.completeAttachment(reservation.id, {
        size,
        originalName: cleanFileName(file.filename),
        contentType: gate.mime,
      });
      return { id: reservation.id };
    } catch (error) {
      await Promise.all([rm(partial, { force: true }), rm(path, { force: true })]);
      await this.repository.deleteUnclaimed([reservation.id]);
      if (isTooLarge(error)) throw TicketsErrors.UploadTooLarge();
      throw error;
    }
  }

  /** At most UPLOAD_RATE_LIMIT uploads per user and window, counted on every attempt. */
  private async admitRate(user: UserProfile): Promise<void> {
    const { ratePerWindow, rateWindowMs } = this.tickets.uploads;
    const { isBlocked, timeToExpire } = await this.rateLimits.increment(
      user.id,
      rateWindowMs,
      ratePerWindow,
      0,
      'ticket-upload',
    );
    if (!isBlocked) return;
    const retryAfterSeconds = Math.max(1, timeToExpire);
    throw withDetails(TicketsErrors.UploadRateLimited(ratePerWindow, rateWindowMs / 1000, retryAfterSeconds), {
      retryAfterSeconds,
    });
  }

  /** Sets the upload's bytes aside within every quota: a row (the upload's own, completed once it is stored). */
  private reserve(user: UserProfile, companyId: string, storagePath: string, declaredBytes: number | undefined) {
    return this.repository.transaction(async (tx) => {
      await tx.lockUploads(companyId);
      const usage = await tx.uploadUsage(companyId, user.id);
      const reservation = reserveUpload(usage, this.tickets.uploads, declaredBytes, UPLOAD_MAX_BYTES);
      if ('exceeded' in reservation) throw this.quotaExceeded(reservation.exceeded);
      const row = await tx.insertAttachment({
        companyId,
        storagePath,
        originalName: 'attachment',
        contentType: 'application/octet-stream',
        size: reservation.bytes,
        uploadedBy: user.id,
      });
      return { id: row.id, bytes: reservation.bytes, boundBy: reservation.boundBy };
    });
  }

  private quotaExceeded(quota: UploadQuota) {
    const limitBytes = this.tickets.uploads[quota];
    return withDetails(TicketsErrors.UploadQuotaExceeded(quota, limitBytes), { quota, limitBytes });
  }

  /** An attachment of one of the company's tickets, with a stream of its bytes; 404 for anything else. */
  async open(user: UserProfile, attachmentId: string): Promise<StoredAttachment & { stream: () => Readable }> {
    const companyId = this.companyOf(user);
    return this.opened(
      isUuid(attachmentId) ? await this.repository.findAttachment(companyId, attachmentId) : undefined,
    );
  }

  /** Any ticket's attachment, for the service desk (which has checked the agent's role); 404 for anything else. */
  async openForAgent(attachmentId: string): Promise<StoredAttachment & { stream: () => Readable }> {
    return this.opened(isUuid(attachmentId) ? await this.repository.findAnyAttachment(attachmentId) : undefined);
  }

  /** The stored file of a found attachment row; 404 when there is none (unknown, or not the caller's). */
  private opened(row: TicketAttachmentRow | undefined): StoredAttachment & { stream: () => Readable } {
    if (!row) throw TicketsErrors.AttachmentNotFound();
    const path = join(this.config.uploadsDir, row.storagePath);
    return {
      path,
      fileName: cleanFileName(row.originalName),
      contentType: row.contentType,
      size: row.size,
      stream: () => createReadStream(path),
    };
  }

  private async sweepPartial(): Promise<void> {
    try {
      const removed = await sweepPartialUploads(this.config.uploadsDir, PARTIAL_STALE_MS);
      if (removed > 0)
        this.logger.warn(`removed ${removed} partial upload(s) left by a server that stopped mid-upload`);
    } catch (error) {
      this.logger.warn(`partial upload sweep: ${String(error)}`);
    }
  }

  /**
   * Removes uploads never claimed by a ticket within a day, batch after batch until none is left (an
   * hourly run of 100 fell behind a flood); one sweep at a time. Returns how many were removed.
   */
  sweep(now = new Date()): Promise<number> {
    this.sweeping ??= this.sweepAll(new Date(now.getTime() - UNCLAIMED_UPLOAD_TTL_MS)).finally(() => {
      this.sweeping = undefined;
    });
    return this.sweeping;
  }

  private async sweepAll(before: Date): Promise<number> {
    let removed = 0;
    for (;;) {
      const paths = await this.repository.deleteStaleUnclaimed(before, SWEEP_BATCH);
      await Promise.all(paths.map((path) => rm(join(this.config.uploadsDir, path), { force: true })));
      removed += paths.length;
      if (paths.length < SWEEP_BATCH) return removed;
    }
  }
}

function isTooLarge(error: unknown): boolean {
  const code = (error as { code?: string } | undefined)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT';
}

export const MAX_UPLOAD_BYTES = UPLOAD_MAX_BYTES;
