import { ClientError, GraphQLClient } from 'graphql-request';
import { TICKETS_GRAPHQL_PATH, TICKETS_UPLOAD_PATH } from '../../modules/tickets/tickets.contract.js';

/**
 * The browser's calls to the ticketing API (SPEC §7.6) with graphql-request: the session cookie authenticates (the
 * token never reaches the page), and a same-origin POST carries the Origin header the CSRF check wants.
 */
const client = () => new GraphQLClient(new URL(TICKETS_GRAPHQL_PATH, window.location.origin).href);

/** SPEC §7.6: the first GraphQL error message, else 'GraphQL Error (Code: {status})'; all-null data is an error. */
export function errorMessage(error: unknown): string {
  if (error instanceof ClientError) {
    return error.response.errors?.[0]?.message ?? `GraphQL Error (Code: ${error.response.status})`;
  }
  return error instanceof Error ? error.message : String(error);
}

export async function ticketsRequest<T extends Record<string, unknown>>(
  document: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const data = await client().request<T>(document, variables);
  if (!data || Object.values(data).every((value) => value === null || value === undefined)) {
    throw new Error('GraphQL Error (Code: 200)');
  }
  return data;
}

/**
 * Streams one file to the upload endpoint; resolves to the upload id a new ticket (or an agent's reply, through
 * the service desk's endpoint) claims.
 */
export async function uploadAttachment(file: File, endpoint: string = TICKETS_UPLOAD_PATH): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(endpoint, { method: 'POST', body: form, credentials: 'same-origin' });
  const body = (await response.json().catch(() => ({}))) as { id?: string; message?: string };
  if (!response.ok || !body.id) throw new Error(body.message ?? `Upload failed (Code: ${response.status})`);
  return body.id;
}

export const CREATE_TICKET = /* GraphQL */ `
  mutation CreateTicket($input: CreateTicketInput!) {
    createTicket(input: $input) {
      id
    }
  }
`;

export const ADD_COMMENT = /* GraphQL */ `
  mutation AddComment($ticketId: ID!, $text: String!) {
    addComment(ticketId: $ticketId, text: $text) {
      id
    }
  }
`;

export const CLOSE_TICKET = /* GraphQL */ `
  mutation CloseTicket($ticketId: ID!, $reason: ClosingReason!) {
    closeTicket(ticketId: $ticketId, reason: $reason) {
      id
    }
  }
`;

/** The contract's kebab-case values in GraphQL's enum spelling. */
export const toGraphqlEnum = (value: string): string => value.toUpperCase().replace(/-/g, '_');
