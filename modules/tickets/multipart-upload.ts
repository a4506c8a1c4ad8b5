import { create as contentDisposition } from 'content-disposition';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import { DomainError } from '../../src/core/errors/index.js';
import { hasControlCharacter } from '../../src/shared/control-characters.js';
import type { PortalRequest } from '../portal-auth/index.js';
import type { IncomingUpload, StoredAttachment } from './ticket-uploads.service.js';
import { UPLOAD_MAX_BYTES } from './tickets.contract.js';
import { TicketsErrors } from './tickets.errors.js';

/** What of the upload's text (its file name, the fields sent before the file) holds a control character, if any. */
function textWithControlCharacter(file: MultipartFile): string | undefined {
  if (hasControlCharacter(file.filename)) return 'The file name';
  for (const [name, parts] of Object.entries(file.fields)) {
    if (hasControlCharacter(name)) return 'A field name';
    for (const part of [parts ?? []].flat()) {
      if (part.type === 'field' && hasControlCharacter(String(part.value))) return name;
    }
  }
  return undefined;
}

/**
 * The attachment of a multipart request (customer or agent upload), read only once the upload is admitted.
 * 400 UploadMissing for a body that is not multipart.
 */
export function incomingUpload(request: PortalRequest): IncomingUpload {
  if (!request.isMultipart()) throw TicketsErrors.UploadMissing();
  const length = Number(request.headers['content-length']);
  return {
    declaredBytes: Number.isSafeInteger(length) && length >= 0 ? length : undefined,
    file: async () => {
      const file = await request.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 }, throwFileSizeLimit: true });
      if (!file) return undefined;
      const refusedText = textWithControlCharacter(file);
      if (refusedText) {
        // The JSON guard never sees a multipart body (a stream); its text is checked here, the bytes never.
        file.file.resume();
        throw TicketsErrors.UploadTextInvalid(refusedText);
      }
      return { stream: file.file, filename: file.filename, truncated: () => file.file.truncated };
    },
  };
}

/**
 * For `.catch` of an upload: a refusal mid-stream (type, quota) leaves the rest of the body unread and the
 * connection neither idle nor closable, so the rest is read and dropped (bounded by the request timeout), as the size
 * limit does; a rate limit also says when to retry. The error is thrown on.
 */
export function refusedUpload(request: PortalRequest, reply: FastifyReply) {
  return (error: unknown): never => {
    if (!request.raw.readableEnded) request.raw.resume();
    if (error instanceof DomainError && error.status === 429) {
      void reply.header('retry-after', String(error.details?.retryAfterSeconds ?? 60));
    }
    throw error;
  };
}

/** Sends a stored attachment as a download that is never cached and never sniffed into something else. */
export async function sendAttachment(
  reply: FastifyReply,
  attachment: StoredAttachment & { stream: () => NodeJS.ReadableStream },
): Promise<void> {
  await reply
    .header('content-type', attachment.contentType)
    .header('content-length', String(attachment.size))
    .header('content-disposition', contentDisposition(attachment.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(attachment.stream());
}
