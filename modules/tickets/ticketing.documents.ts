// The operations the graphql adapter sends: the schema /api/tickets-proxy serves (tickets.graphql.ts).

const OPTION = 'value label';
const SUMMARY = `id number type { ${OPTION} } subject machine { ${OPTION} } status createdAt unread`;
const TICKET =
  `id number type { ${OPTION} } subject machine { ${OPTION} } status createdAt description ` +
  `location { ${OPTION} } serialNumber machineName contact closedAt closingReason ` +
  'messages { id kind author text createdAt } attachments { id fileName contentType size href }';
const FORM_OPTIONS = `ticketFormOptions { locations { ${OPTION} } types { ${OPTION} } machines { ${OPTION} } }`;

export const LIST_WITH_OPTIONS = /* GraphQL */ `
  query TicketList($filter: TicketFilter, $sort: TicketSort, $page: Int, $pageSize: Int) {
    tickets(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) { total page pageSize items { ${SUMMARY} } }
    ${FORM_OPTIONS}
  }
`;

export const FORM_OPTIONS_QUERY = /* GraphQL */ `query TicketFormOptions { ${FORM_OPTIONS} }`;

export const WAITING_COUNT = /* GraphQL */ `
  query TicketsWaiting {
    tickets(filter: { status: WAITING_FOR_CUSTOMER }, pageSize: 1) {
      total
    }
  }
`;

export const TICKET_DETAIL = /* GraphQL */ `query Ticket($id: ID!) { ticket(id: $id) { ${TICKET} } }`;

export const CREATE_TICKET = /* GraphQL */ `
  mutation CreateTicket($input: CreateTicketInput!) { createTicket(input: $input) { ${TICKET} } }
`;

export const ADD_COMMENT = /* GraphQL */ `
  mutation AddComment($ticketId: ID!, $text: String!) { addComment(ticketId: $ticketId, text: $text) { ${TICKET} } }
`;

export const CLOSE_TICKET = /* GraphQL */ `
  mutation CloseTicket($ticketId: ID!, $reason: ClosingReason!) {
    closeTicket(ticketId: $ticketId, reason: $reason) { ${TICKET} }
  }
`;
