import { Logger } from '@nestjs/common';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { ASTNode } from 'graphql';
import {
  type Plugin,
  type YogaServerInstance,
  createSchema,
  createGraphQLError,
  createYoga,
  maskError,
} from 'graphql-yoga';
import { DomainError } from '../../src/core/errors/index.js';
import { controlCharacterPlugin } from '../../src/core/http/graphql-control-characters.js';
import type { UserProfile } from '../identity-provider/index.js';
import { CLOSING_REASONS, TICKET_SORTS, TICKET_STATUSES, UNRESOLVED_FILTER } from './tickets.contract.js';
import type { CreateTicketInput, TicketListInput } from './tickets.service.js';
import type { TicketingPort } from './ticketing.port.js';

export const GRAPHQL_ENDPOINT = '/api/tickets-proxy';
/** Query limits: nesting depth and lexer tokens. */
export const GRAPHQL_MAX_DEPTH = 8;
export const GRAPHQL_MAX_TOKENS = 1000;
/** SPEC §7.6: request logging truncates variables to 50 characters. */
export const LOGGED_VARIABLES_LENGTH = 50;

export interface TicketsGraphqlContext {
  user: UserProfile;
  /** The request's UI language (Accept-Language), for the mails of a ticket it creates. */
  language: string;
}

const enumOf = (values: readonly string[]) => values.map((v) => v.toUpperCase().replace(/-/g, '_')).join(' ');
export const toEnum = (value: string) => value.toUpperCase().replace(/-/g, '_');
export const fromEnum = (value: string | null | undefined) => value?.toLowerCase().replace(/_/g, '-');

const typeDefs = /* GraphQL */ `
  enum TicketStatus { ${enumOf(TICKET_STATUSES)} }
  enum ClosingReason { ${enumOf(CLOSING_REASONS)} }
  enum TicketSort { ${enumOf(TICKET_SORTS)} }
  enum TicketMessageKind { REPLY COMMENT }

  type TicketOption { value: String! label: String! }
  type TicketFormOptions { locations: [TicketOption!]! types: [TicketOption!]! machines: [TicketOption!]! }
  type TicketMessage { id: ID! kind: TicketMessageKind! author: String! text: String! createdAt: String! }
  type TicketAttachment { id: ID! fileName: String! contentType: String! size: Float! href: String! }
  type TicketSummary {
    id: ID! number: String! type: TicketOption! subject: String! machine: TicketOption! status: TicketStatus!
    createdAt: String! unread: Boolean!
  }
  type Ticket {
    id: ID! number: String! type: TicketOption! subject: String! machine: TicketOption! status: TicketStatus!
    createdAt: String! description: String! location: TicketOption! serialNumber: String! machineName: String!
    contact: String! closedAt: String closingReason: ClosingReason messages: [TicketMessage!]!
    attachments: [TicketAttachment!]!
  }
  type TicketPage { items: [TicketSummary!]! total: Int! page: Int! pageSize: Int! }

  "unresolved: every ticket that is not closed (wins over status)"
  input TicketFilter { status: TicketStatus unresolved: Boolean type: String machine: String }
  input CreateTicketInput {
    location: String! type: String! machine: String! subject: String! description: String!
    machineName: String serialNumber: String attachmentIds: [ID!]
  }

  type Query {
    tickets(filter: TicketFilter, sort: TicketSort, page: Int, pageSize: Int): TicketPage!
    ticket(id: ID!): Ticket
    ticketFormOptions: TicketFormOptions!
  }
  type Mutation {
    createTicket(input: CreateTicketInput!): Ticket!
    addComment(ticketId: ID!, text: String!): Ticket!
    closeTicket(ticketId: ID!, reason: ClosingReason!): Ticket!
  }
`;

/** The ticket's enums go out in GraphQL's spelling (`IN_PROGRESS`), the contract's in kebab case. */
const wireTicket = <T extends { status: string; closingReason?: string | null; messages?: { kind: string }[] }>(
  ticket: T,
) => ({
  ...ticket,
  status: toEnum(ticket.status),
  ...(ticket.closingReason !== undefined
    ? { closingReason: ticket.closingReason && toEnum(ticket.closingReason) }
    : {}),
  ...(ticket.messages ? { messages: ticket.messages.map((m) => ({ ...m, kind: toEnum(m.kind) })) } : {}),
});

export { enumOf };

/** A domain error becomes a GraphQL error with its code, message and HTTP status; anything else stays masked. */
const maskTicketsError = (error: unknown, message: string, isDev?: boolean): Error => {
  // graphql-js wraps a resolver's error (once per layer) in `originalError`; the domain error is at the end.
  const located = error as { nodes?: readonly ASTNode[]; path?: readonly (string | number)[] } | undefined;
  let cause: unknown = error;
  for (let depth = 0; cause && depth < 5; depth += 1) {
    if (cause instanceof DomainError) {
      return createGraphQLError(cause.message, {
        nodes: located?.nodes,
        path: located?.path,
        extensions: { code: cause.code, http: { status: cause.status } },
      });
    }
    cause = (cause as { originalError?: unknown }).originalError;
  }
  return maskError(error, message, isDev);
};

/** SPEC §7.6: the variables as logged, cut to 50 characters. */
export function loggedVariables(variables: unknown): string {
  return (JSON.stringify(variables ?? {}) ?? '').slice(0, LOGGED_VARIABLES_LENGTH);
}

function requestLog(logger: Logger): Plugin<TicketsGraphqlContext> {
  return {
    onExecute({ args }) {
      logger.log(`graphql ${args.operationName ?? 'anonymous'} variables=${loggedVariables(args.variableValues)}`);
    },
  };
}

/**
 * More of the ticketing schema from a feature above tickets (the service desk's agent operations, issue 31):
 * `typeDefs` may `extend type Query`/`Mutation` and use the types above; each resolver checks its own access.
 */
export interface TicketsGraphqlExtension {
  typeDefs: string;
  resolvers: Record<string, Record<string, unknown>>;
}

/** The ticketing GraphQL server (SPEC §7.6): graphql-yoga with depth and size limits. */
export function createTicketsYoga(
  tickets: TicketingPort,
  extensions: readonly TicketsGraphqlExtension[] = [],
): YogaServerInstance<TicketsGraphqlContext, object> {
  const logger = new Logger('TicketsGraphql');
  const schema = createSchema<TicketsGraphqlContext>({
    typeDefs: [typeDefs, ...extensions.map((e) => e.typeDefs)],
    resolvers: [
      ...extensions.map((e) => e.resolvers),
      {
        Query: {
          tickets: async (
            _: unknown,
            args: {
              filter?: TicketListInput & { unresolved?: boolean | null };
              sort?: string;
              page?: number;
              pageSize?: number;
            },
            ctx: TicketsGraphqlContext,
          ) => {
            const { unresolved, ...filter } = args.filter ?? {};
            const { page } = await tickets.listWithOptions(ctx.user, {
              ...filter,
              status: unresolved ? UNRESOLVED_FILTER : fromEnum(filter.status),
              sort: fromEnum(args.sort),
              page: args.page,
              pageSize: args.pageSize,
            });
            return { ...page, items: page.items.map(wireTicket) };
          },
          ticket: async (_: unknown, args: { id: string }, ctx: TicketsGraphqlContext) =>
            wireTicket(await tickets.detail(ctx.user, args.id, { open: true })),
          ticketFormOptions: (_: unknown, __: unknown, ctx: TicketsGraphqlContext) => tickets.formOptions(ctx.user),
        },
        Mutation: {
          createTicket: async (_: unknown, args: { input: CreateTicketInput }, ctx: TicketsGraphqlContext) =>
            wireTicket(await tickets.create(ctx.user, args.input, ctx.language)),
          addComment: async (_: unknown, args: { ticketId: string; text: string }, ctx: TicketsGraphqlContext) =>
            wireTicket(await tickets.addComment(ctx.user, args.ticketId, args.text)),
          closeTicket: async (_: unknown, args: { ticketId: string; reason: string }, ctx: TicketsGraphqlContext) =>
            wireTicket(await tickets.close(ctx.user, args.ticketId, fromEnum(args.reason))),
        },
      },
    ],
  });
  return createYoga<TicketsGraphqlContext>({
    schema,
    graphqlEndpoint: GRAPHQL_ENDPOINT,
    landingPage: false,
    graphiql: false,
    logging: false,
    // Yoga's default CORS echoed any Origin with credentials; src/core/http/cors.ts decides.
    cors: false,
    maskedErrors: { maskError: maskTicketsError },
    plugins: [
      maxDepthPlugin({ n: GRAPHQL_MAX_DEPTH, exposeLimits: true }),
      maxTokensPlugin({ n: GRAPHQL_MAX_TOKENS, exposeLimits: true }),
      requestLog(logger),
      controlCharacterPlugin(),
    ],
  });
}
