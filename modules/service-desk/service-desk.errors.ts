import { defineErrors } from '../../src/core/errors/index.js';
import { DESK_TEXT_MAX } from './service-desk.contract.js';

/** The service desk's failures; a customer or another employee is refused with AgentOnly (403). */
export const ServiceDeskErrors = defineErrors({
  AgentOnly: { status: 403, message: 'Only service desk agents may do this' },
  TicketNotFound: { status: 404, message: 'Ticket not found' },
  AttachmentNotFound: { status: 404, message: 'Attachment not found' },
  TextRequired: { status: 400, message: `Please enter a text of at most ${DESK_TEXT_MAX} characters` },
  StatusInvalid: {
    status: 400,
    message: 'The status must be new, in-progress, waiting-for-customer or solved (the customer closes)',
  },
  AssigneeInvalid: { status: 400, message: 'The ticket can only be assigned to a service desk agent' },
  FilterInvalid: { status: 400, message: (field: string) => `The filter's ${field} is not valid` },
  TicketClosed: { status: 409, message: 'The ticket is closed' },
  UploadUnclaimable: { status: 400, message: 'An attachment is unknown or already used' },
  /** The upstream ticketing service (TICKETING_URL) refused the request with a message of its own (issue 33). */
  RequestInvalid: { status: 400, message: (message: string) => message },
});
