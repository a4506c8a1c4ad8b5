import type { UserProfile } from '../identity-provider/index.js';
import { type TicketsGraphqlContext, type TicketsGraphqlExtension, fromEnum, toEnum } from '../tickets/index.js';
import type { AgentTicketView, QueueFilter, TicketStatus } from './service-desk.contract.js';
import { ServiceDeskErrors } from './service-desk.errors.js';
import { ServiceDeskService } from './service-desk.service.js';

/** The agent operations of the ticketing schema at /api/tickets-proxy (issue 31); `TicketStatus` is the tickets'. */
const typeDefs = /* GraphQL */ `
  enum ConversationKind {
    CUSTOMER
    REPLY
    NOTE
  }
  type DeskRef {
    id: ID!
    name: String!
  }
  type DeskContact {
    name: String!
    email: String!
  }
  type AgentQueueItem {
    id: ID!
    number: String!
    subject: String!
    company: DeskRef!
    contact: DeskContact!
    type: TicketOption!
    status: TicketStatus!
    machineSerial: String
    assignee: DeskRef
    createdAt: String!
    firstResponseDueAt: String!
    overdue: Boolean!
    lastActivityAt: String!
  }
  type AgentTicketPage {
    total: Int!
    items: [AgentQueueItem!]!
    page: Int!
    pageSize: Int!
  }
  type ConversationEntry {
    id: ID!
    kind: ConversationKind!
    author: String!
    text: String!
    createdAt: String!
    attachments: [TicketAttachment!]!
  }
  type EarlierTicket {
    id: ID!
    number: String!
    subject: String!
    status: TicketStatus!
    createdAt: String!
  }
  type AgentMachine {
    code: String!
    serial: String!
    name: String!
    earlierTickets: [EarlierTicket!]!
  }
  type AgentTicket {
    id: ID!
    number: String!
    subject: String!
    description: String!
    type: TicketOption!
    location: TicketOption!
    status: TicketStatus!
    createdAt: String!
    firstResponseDueAt: String!
    firstRespondedAt: String
    overdue: Boolean!
    closedAt: String
    closingReason: ClosingReason
    assignee: DeskRef
    company: DeskRef!
    contact: DeskContact!
    machine: AgentMachine
    conversation: [ConversationEntry!]!
    attachments: [TicketAttachment!]!
    agents: [DeskRef!]!
  }
  type AgentFilterChoices {
    companies: [DeskRef!]!
    types: [TicketOption!]!
  }
  """
  assignee: UNASSIGNED, MINE or an agent's id; olderThanDays: created at least that many days ago.
  """
  input AgentTicketFilter {
    company: ID
    status: TicketStatus
    type: String
    machine: String
    assignee: String
    olderThanDays: Int
  }
  extend type Query {
    "The service desk queue (agents only): every company's tickets, open work first by first-response due time."
    agentTickets(filter: AgentTicketFilter, page: Int): AgentTicketPage!
    "A ticket as agents see it, internal notes included (agents only)."
    agentTicket(id: ID!): AgentTicket!
    "What the queue's filter offers: every company with tickets, and every ticket type by its label (agents only)."
    agentFilterChoices: AgentFilterChoices!
  }
  extend type Mutation {
    replyToTicket(ticketId: ID!, text: String!, attachmentIds: [ID!]): AgentTicket!
    addInternalNote(ticketId: ID!, text: String!): AgentTicket!
    setTicketStatus(ticketId: ID!, status: TicketStatus!): AgentTicket!
    assignTicket(ticketId: ID!, agentId: ID): AgentTicket!
    takeTicket(ticketId: ID!): AgentTicket!
  }
`;

interface GraphqlFilter extends Omit<QueueFilter, 'status' | 'assignee'> {
  status?: string | null;
  assignee?: string | null;
}

/** The resolver's own role check (the service and the repository query check it again). */
function agentOf(ctx: TicketsGraphqlContext): UserProfile {
  if (!ServiceDeskService.isAgent(ctx.user)) throw ServiceDeskErrors.AgentOnly();
  return ctx.user;
}

const wireStatus = <T extends { status: string }>(value: T) => ({ ...value, status: toEnum(value.status) });

function wireTicket(view: AgentTicketView) {
  return {
    ...wireStatus(view),
    closingReason: view.closingReason && toEnum(view.closingReason),
    machine: view.machine && { ...view.machine, earlierTickets: view.machine.earlierTickets.map(wireStatus) },
    conversation: view.conversation.map((entry) => ({ ...entry, kind: toEnum(entry.kind) })),
  };
}

const assigneeFilter = (value: string | null | undefined) =>
  value === 'UNASSIGNED' || value === 'unassigned'
    ? 'unassigned'
    : value === 'MINE' || value === 'mine'
      ? 'mine'
      : value;

export function serviceDeskGraphql(desk: ServiceDeskService): TicketsGraphqlExtension {
  type Ctx = TicketsGraphqlContext;
  return {
    typeDefs,
    resolvers: {
      Query: {
        agentTickets: async (_: unknown, args: { filter?: GraphqlFilter | null; page?: number | null }, ctx: Ctx) => {
          const filter = args.filter ?? {};
          const page = await desk.queue(
            agentOf(ctx),
            {
              company: filter.company ?? undefined,
              status: (fromEnum(filter.status) as TicketStatus | undefined) ?? undefined,
              type: filter.type ?? undefined,
              machine: filter.machine ?? undefined,
              assignee: assigneeFilter(filter.assignee) ?? undefined,
              olderThanDays: filter.olderThanDays ?? undefined,
            },
            args.page ?? 1,
          );
          return { ...page, items: page.items.map(wireStatus) };
        },
        agentTicket: async (_: unknown, args: { id: string }, ctx: Ctx) =>
          wireTicket(await desk.ticket(agentOf(ctx), args.id)),
        agentFilterChoices: (_: unknown, _args: unknown, ctx: Ctx) => desk.filterChoices(agentOf(ctx)),
      },
      Mutation: {
        replyToTicket: async (
          _: unknown,
          args: { ticketId: string; text: string; attachmentIds?: string[] | null },
          ctx: Ctx,
        ) => wireTicket(await desk.reply(agentOf(ctx), args.ticketId, args.text, args.attachmentIds ?? [])),
        addInternalNote: async (_: unknown, args: { ticketId: string; text: string }, ctx: Ctx) =>
          wireTicket(await desk.addNote(agentOf(ctx), args.ticketId, args.text)),
        setTicketStatus: async (_: unknown, args: { ticketId: string; status: string }, ctx: Ctx) =>
          wireTicket(await desk.setStatus(agentOf(ctx), args.ticketId, fromEnum(args.status) as TicketStatus)),
        assignTicket: async (_: unknown, args: { ticketId: string; agentId?: string | null }, ctx: Ctx) =>
          wireTicket(await desk.assign(agentOf(ctx), args.ticketId, args.agentId ?? null)),
        takeTicket: async (_: unknown, args: { ticketId: string }, ctx: Ctx) =>
          wireTicket(await desk.take(agentOf(ctx), args.ticketId)),
      },
    },
  };
}
