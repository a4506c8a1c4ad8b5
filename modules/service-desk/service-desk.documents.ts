// The operations the graphql adapter sends: the agent part of the schema /api/tickets-proxy serves
// (service-desk.graphql.ts).

const REF = 'id name';
const OPTION = 'value label';
const ATTACHMENT = 'id fileName contentType size href';
const QUEUE_ITEM =
  `id number subject company { ${REF} } contact { name email } type { ${OPTION} } status machineSerial ` +
  `assignee { ${REF} } createdAt firstResponseDueAt overdue lastActivityAt`;
const AGENT_TICKET =
  `id number subject description type { ${OPTION} } location { ${OPTION} } status createdAt firstResponseDueAt ` +
  `firstRespondedAt overdue closedAt closingReason assignee { ${REF} } company { ${REF} } contact { name email } ` +
  'machine { code serial name earlierTickets { id number subject status createdAt } } ' +
  `conversation { id kind author text createdAt attachments { ${ATTACHMENT} } } attachments { ${ATTACHMENT} } ` +
  `agents { ${REF} }`;

export const AGENT_QUEUE = /* GraphQL */ `
  query AgentQueue($filter: AgentTicketFilter, $page: Int) {
    agentTickets(filter: $filter, page: $page) { total page pageSize items { ${QUEUE_ITEM} } }
  }
`;

export const AGENT_FILTER_CHOICES = /* GraphQL */ `
  query AgentFilterChoices { agentFilterChoices { companies { ${REF} } types { ${OPTION} } } }
`;

export const AGENT_TICKET_QUERY = /* GraphQL */ `query AgentTicket($id: ID!) { agentTicket(id: $id) { ${AGENT_TICKET} } }`;

export const REPLY_TO_TICKET = /* GraphQL */ `
  mutation ReplyToTicket($ticketId: ID!, $text: String!, $attachmentIds: [ID!]) {
    replyToTicket(ticketId: $ticketId, text: $text, attachmentIds: $attachmentIds) { ${AGENT_TICKET} }
  }
`;

export const ADD_INTERNAL_NOTE = /* GraphQL */ `
  mutation AddInternalNote($ticketId: ID!, $text: String!) {
    addInternalNote(ticketId: $ticketId, text: $text) { ${AGENT_TICKET} }
  }
`;

export const SET_TICKET_STATUS = /* GraphQL */ `
  mutation SetTicketStatus($ticketId: ID!, $status: TicketStatus!) {
    setTicketStatus(ticketId: $ticketId, status: $status) { ${AGENT_TICKET} }
  }
`;

export const ASSIGN_TICKET = /* GraphQL */ `
  mutation AssignTicket($ticketId: ID!, $agentId: ID) {
    assignTicket(ticketId: $ticketId, agentId: $agentId) { ${AGENT_TICKET} }
  }
`;

export const TAKE_TICKET = /* GraphQL */ `
  mutation TakeTicket($ticketId: ID!) { takeTicket(ticketId: $ticketId) { ${AGENT_TICKET} } }
`;
