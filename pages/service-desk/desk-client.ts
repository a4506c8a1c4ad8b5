// The agents' writes go through the ticketing GraphQL API (issue 31 §5) like the customer's: same client, same
// session cookie and same-origin POST (the Origin header the CSRF check wants), same attachment upload endpoint.
import { SERVICE_DESK_API } from '../../modules/service-desk/service-desk.contract.js';
import { uploadAttachment } from '../tickets/tickets-client.js';

export { errorMessage, ticketsRequest, toGraphqlEnum } from '../tickets/tickets-client.js';

/** One file of a reply, to the agents' upload endpoint of the ticket (the checks and quotas of customer uploads). */
export const uploadReplyAttachment = (ticketId: string, file: File): Promise<string> =>
  uploadAttachment(file, `${SERVICE_DESK_API}/tickets/${encodeURIComponent(ticketId)}/uploads`);

export const REPLY_TO_TICKET = /* GraphQL */ `
  mutation ReplyToTicket($ticketId: ID!, $text: String!, $attachmentIds: [ID!]) {
    replyToTicket(ticketId: $ticketId, text: $text, attachmentIds: $attachmentIds) {
      id
    }
  }
`;

export const ADD_INTERNAL_NOTE = /* GraphQL */ `
  mutation AddInternalNote($ticketId: ID!, $text: String!) {
    addInternalNote(ticketId: $ticketId, text: $text) {
      id
    }
  }
`;

export const SET_TICKET_STATUS = /* GraphQL */ `
  mutation SetTicketStatus($ticketId: ID!, $status: TicketStatus!) {
    setTicketStatus(ticketId: $ticketId, status: $status) {
      id
    }
  }
`;

export const ASSIGN_TICKET = /* GraphQL */ `
  mutation AssignTicket($ticketId: ID!, $agentId: ID) {
    assignTicket(ticketId: $ticketId, agentId: $agentId) {
      id
    }
  }
`;

export const TAKE_TICKET = /* GraphQL */ `
  mutation TakeTicket($ticketId: ID!) {
    takeTicket(ticketId: $ticketId) {
      id
    }
  }
`;
