import type { UserProfile } from '../identity-provider/index.js';
import type { TicketDetail, TicketFormOptions, TicketPage } from './tickets.contract.js';
import type { CreateTicketInput, TicketListInput } from './tickets.service.js';

/**
 * What everything above the tickets' storage asks of it (issue 33): the SSR pages, the GraphQL resolvers, the
 * dashboard tile. `builtin` answers from this server's tables (TicketsService); `graphql` from an upstream ticketing
 * service (GraphqlTicketing). Every call is the user's own: an adapter enforces nothing beyond what it is told, the
 * upstream (or the service) decides what the user may see.
 */
export interface TicketingPort {
  formOptions(user: UserProfile): Promise<TicketFormOptions>;
  listWithOptions(
    user: UserProfile,
    input?: TicketListInput,
  ): Promise<{ page: TicketPage; options: TicketFormOptions }>;
  /** `open`: the user opens the ticket, so its replies count as read (issue 31). */
  detail(user: UserProfile, ticketId: string, options?: { open?: boolean }): Promise<TicketDetail>;
  /** The dashboard tile's count; undefined when the user has no ticketing. */
  waitingCount(user: UserProfile): Promise<number | undefined>;
  /** `language`: the UI language the customer writes in (the ticket's mails use it). */
  create(user: UserProfile, input: CreateTicketInput, language?: string): Promise<TicketDetail>;
  addComment(user: UserProfile, ticketId: string, text: string | null | undefined): Promise<TicketDetail>;
  close(user: UserProfile, ticketId: string, reason: string | null | undefined): Promise<TicketDetail>;
}

/** The Nest token of the ticketing source chosen by configuration (TICKETING_URL, SERVICE_INFO_URL). */
export const TICKETING_PORT = Symbol('TicketingPort');
