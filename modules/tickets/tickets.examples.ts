import type { GraphqlExample } from '../../src/core/http/graphql.openapi.js';

// Examples of the OpenAPI document (README § REST API) for the ticketing GraphQL endpoint.

export const TICKET_QUERY_EXAMPLES: Record<string, GraphqlExample> = {
  list: {
    summary: "The company's open tickets, newest first",
    value: {
      query:
        'query Open($page: Int) { tickets(filter: { status: OPEN }, sort: CREATED_DESC, page: $page, pageSize: 10) ' +
        '{ total page items { id number subject status createdAt machine { label } } } }',
      variables: { page: 1 },
    },
    answer: {
      data: {
        tickets: {
          total: 1,
          page: 1,
          items: [
            {
              id: '0b6f2f4e-8c1d-4b0a-9d8e-3f5a7c2e1b90',
              number: 'T-10002',
              subject: 'Crimp height drifts after warm-up',
              status: 'OPEN',
              createdAt: '2026-11-10T09:12:00.000Z',
              machine: { label: 'CrimpCenter 36 (CC36-2023-0042)' },
            },
          ],
        },
      },
    },
  },
  create: {
    summary: 'Open a ticket (the options come from `ticketFormOptions`; attachments from the uploads route)',
    value: {
      query: 'mutation New($input: CreateTicketInput!) { createTicket(input: $input) { id number status } }',
      variables: {
        input: {
          location: 'apex-hamburg',
          type: 'breakdown',
          machine: 'apex-cs-9700',
          subject: 'Machine stops with error E42',
          description: 'Since this morning the machine stops after every 20 cycles with error E42.',
          attachmentIds: [],
        },
      },
    },
  },
  options: {
    summary: 'The choices of the ticket form',
    value: {
      query: '{ ticketFormOptions { locations { value label } types { value label } machines { value label } } }',
    },
  },
};
