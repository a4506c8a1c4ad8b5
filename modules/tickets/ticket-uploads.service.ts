import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { APP_CONFIG, type AppConfig } from '../../src/core/config/app-config.js';
import type { UserProfile } from '../identity/index.js';
import { UPLOAD_MAX_BYTES } from './tickets.contract.js';
import { TicketsErrors } from './tickets.errors.js';
import { TicketsRepository } from './tickets.repository.js';
import { partialUploadPath, sweepPartialUploads } from './partial-uploads.js';
import { TicketsService, isUuid } from './tickets.service.js';

/** file-type reads its signatures from the first 4,100 bytes. */
const SNIFF_BYTES = 4100;
/** Unclaimed uploads live a day (issue 10), swept hourly in batches of at most 100. */
export const UNCLAIMED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;
const SWEEP_BATCH = 100;
/** A partial upload untouched this long is dead whoever wrote it (a live one grows; requests time out sooner). */
const PARTIAL_STALE_MS = 15 * 60 * 1000;

export interface IncomingUpload {
  /** The file's bytes as they arrive (never buffered whole). */
  stream: Readable;
  filename: string;
  /** Set by the multipart parser when the stream was cut at the size limit. */
  truncated: () => boolean;
}

export interface StoredAttachment {
  path: string;
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * Holds back the first bytes until their type is known (by content, `file-type`): images and videos pass, anything
 * else fails the stream before a byte of it is written past the sniffed head.
 */
class ContentTypeGate extends Transform {
  private head: Buffer[] = [];
  private headLength = 0;
  private decided = false;
  mime = '';

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.decided) return done(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return done();
    this.decide().then(() => done(), done);
  }

  override _flush(done: TransformCallback): void {
    if (this.decided) return done();
    this.decide().then(() => done(), done);
  }

  private async decide(): Promise<void> {
    const buffer = Buffer.concat(this.head);
    const type = await fileTypeFromBuffer(buffer);
    if (!type || !(type.mime.startsWith('image/') || type.mime.startsWith('video/'))) {
      throw TicketsErrors.UploadTypeRefused();
    }
    this.mime = type.mime;
    this.decided = true;
    this.head = [];
    this.push(buffer);
  }
}

/** Ticket attachments on disk under UPLOADS_DIR (issue 10 item 5; SPEC §5, §9). */
@Injectable()
export class TicketUploadsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(TicketUploadsService.name);
  private sweepTimer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: TicketsRepository,
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
   * client abort) the partial file is deleted. Returns the upload's id, owned by the user's company.
   */
  async store(user: UserProfile, upload: IncomingUpload): Promise<{ id: string }> {
    const companyId = this.companyOf(user);
    const relative = join(companyId, randomUUID());
    const path = join(this.config.uploadsDir, relative);
    await mkdir(join(this.config.uploadsDir, companyId), { recursive: true });
    // Written under a partial name, renamed once its row is committed: no file without a row, even after kill -9.
    const partial = partialUploadPath(path);
    const gate = new ContentTypeGate();
    let row: { id: string } | undefined;
    try {
      await pipeline(upload.stream, gate, createWriteStream(partial, { flags: 'wx' }));
      if (upload.truncated()) throw TicketsErrors.UploadTooLarge();
      const { size } = await stat(partial);
      if (size === 0) throw TicketsErrors.UploadMissing();
      row = await this.repository.insertAttachment({
        companyId,
        storagePath: relative,
        originalName: upload.filename.slice(0, 255) || 'attachment',
        contentType: gate.mime,
        size,
        uploadedBy: user.id,
      });
      await rename(partial, path);
      return { id: row.id };
    } catch (error) {
      await rm(partial, { force: true });
      // The row without its file must not be claimed: an unknown id to the client, swept like any unclaimed upload.
      if (row) await this.repository.deleteUnclaimed([row.id]).catch(() => undefined);
      if (isTooLarge(error)) throw TicketsErrors.UploadTooLarge();
      throw error;
    }
  }

  /** An attachment of one of the company's tickets, with a stream of its bytes; 404 for anything else. */
  async open(user: UserProfile, attachmentId: string): Promise<StoredAttachment & { stream: () => Readable }> {
    const companyId = this.companyOf(user);
    const row = isUuid(attachmentId) ? await this.repository.findAttachment(companyId, attachmentId) : undefined;
    if (!row) throw TicketsErrors.AttachmentNotFound();
    const path = join(this.config.uploadsDir, row.storagePath);
    return {
      path,
      fileName: row.originalName,
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

  /** Removes uploads never claimed by a ticket within a day; at most one batch per run. */
  async sweep(now = new Date()): Promise<number> {
    const stale = await this.repository.staleUnclaimed(new Date(now.getTime() - UNCLAIMED_UPLOAD_TTL_MS), SWEEP_BATCH);
    for (const row of stale) await rm(join(this.config.uploadsDir, row.storagePath), { force: true });
    await this.repository.deleteUnclaimed(stale.map((row) => row.id));
    return stale.length;
  }
}

function isTooLarge(error: unknown): boolean {
  const code = (error as { code?: string } | undefined)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT';
}

export const MAX_UPLOAD_BYTES = UPLOAD_MAX_BYTES;
