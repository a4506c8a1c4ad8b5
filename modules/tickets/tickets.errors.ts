import { defineErrors } from '../../src/core/errors/index.js';
import { controlCharacterMessage } from '../../src/shared/control-characters.js';
import { TICKET_FORM_MESSAGES } from './tickets.contract.js';
import { type UploadQuota, quotaMessage } from './upload-quota.js';

/** The ticketing failures (README Conventions: Errors). Another company's ticket is not found, like a missing one. */
export const TicketsErrors = defineErrors({
  TicketNotFound: { status: 404, message: 'Ticket not found' },
  AttachmentNotFound: { status: 404, message: 'Attachment not found' },
  TicketInvalid: { status: 400, message: (messages: string[]) => messages.join('; ') },
  CommentRequired: { status: 400, message: TICKET_FORM_MESSAGES.comment },
  ClosingReasonInvalid: { status: 400, message: TICKET_FORM_MESSAGES.closingReason },
  TicketAlreadyClosed: { status: 409, message: 'The ticket is already closed' },
  ServiceNotActive: { status: 403, message: 'Service ticketing is not active for this user' },
  UploadUnclaimable: { status: 400, message: 'An attachment is unknown or already used' },
  UploadTooLarge: { status: 413, message: 'The file is larger than 100 MB' },
  UploadTypeRefused: { status: 415, message: 'Only images or videos can be attached' },
  UploadMissing: { status: 400, message: 'No file in the request' },
  // What one customer may put on the disk, how often, and how full the disk may get.
  UploadQuotaExceeded: {
    status: 413,
    message: (quota: UploadQuota, limitBytes: number) => quotaMessage(quota, limitBytes),
  },
  UploadRateLimited: {
    status: 429,
    message: (limit: number, windowSeconds: number, retryAfterSeconds: number) =>
      `Too many uploads: at most ${limit} per ${windowSeconds} seconds. Please try again in ${retryAfterSeconds} seconds.`,
  },
  UploadStorageFull: {
    status: 507,
    message: 'Uploads are paused: the server is short of disk space. Please try again later.',
  },
  UploadTextInvalid: { status: 400, message: (subject: string) => controlCharacterMessage(subject) },
  /** The upstream ticketing service (TICKETING_URL) failed, timed out or did not answer (issue 33). */
  TicketingUnavailable: {
    status: 503,
    message: 'The ticketing service is not available at the moment. Please try again later.',
  },
});
