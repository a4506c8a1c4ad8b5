import { Transform, type TransformCallback } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { DomainError } from '../../src/core/errors/index.js';
import { TicketsErrors } from './tickets.errors.js';

/** file-type reads its signatures from the first 4,100 bytes. */
const SNIFF_BYTES = 4100;

/**
 * Holds back the first bytes until their type is known (by content, `file-type`): images and videos pass, anything
 * else fails the stream before a byte of it is written past the sniffed head.
 */
export class ContentTypeGate extends Transform {
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

/**
 * Passes bytes until more than `budget` have come, then fails the stream with `overBudget()` (an upload
 * without a declared size is cut off where its quota ends; the partial file is then deleted).
 */
export class ByteBudget extends Transform {
  private seen = 0;

  constructor(
    private readonly budget: number,
    private readonly overBudget: () => DomainError,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.budget) return done(this.overBudget());
    done(null, chunk);
  }
}
