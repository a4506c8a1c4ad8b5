import { statfs } from 'node:fs/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CORE_CONFIG, type CoreConfig } from '../../src/core/config/core.config.js';
import { type TicketsConfig, ticketsConfig } from './tickets.config.js';
import { formatBytes } from './upload-quota.js';
import { TicketsErrors } from './tickets.errors.js';

/**
 * Uploads stop before the disk is full, so a flood of attachments cannot take the database, the
 * image cache and the logs down with it. An upload that would leave less than UPLOAD_MIN_FREE_DISK_BYTES free on
 * the upload directory's file system answers 507. The refusals are logged once when they start and once when
 * uploads are taken again, not once per request.
 */
@Injectable()
export class UploadDiskFloor {
  private readonly logger = new Logger(UploadDiskFloor.name);
  private refusing = false;

  constructor(
    @Inject(CORE_CONFIG) private readonly config: CoreConfig,
    @Inject(ticketsConfig.KEY) private readonly tickets: TicketsConfig,
  ) {}

  /** Throws UploadStorageFull unless `bytes` more leave the floor free. */
  async admit(bytes: number): Promise<void> {
    const floor = this.tickets.uploads.minFreeDiskBytes;
    const { bavail, bsize } = await statfs(this.config.uploadsDir);
    const free = bavail * bsize;
    if (free - bytes < floor) {
      if (!this.refusing) {
        this.refusing = true;
        this.logger.warn(
          `Uploads refused: ${formatBytes(free)} free under ${this.config.uploadsDir}, ` +
            `below the floor of ${formatBytes(floor)} (UPLOAD_MIN_FREE_DISK_BYTES)`,
        );
      }
      throw TicketsErrors.UploadStorageFull();
    }
    if (this.refusing) {
      this.refusing = false;
      this.logger.log(`Uploads taken again: ${formatBytes(free)} free under ${this.config.uploadsDir}`);
    }
  }
}
