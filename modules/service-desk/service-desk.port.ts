import type { UserProfile } from '../identity-provider/index.js';
import type { AgentTicketView, QueueFilter, QueuePage, TicketStatus } from './service-desk.contract.js';
import type { QueueFilterOptions } from './service-desk-views.contract.js';

/**
 * What the service desk's pages and API ask of the tickets' storage (issue 33): `builtin` answers from this server's
 * tables (ServiceDeskService), `graphql` from the upstream ticketing service's agent operations (GraphqlServiceDesk),
 * chosen by the tickets' configuration (TICKETING_URL, else SERVICE_INFO_URL). Every call is the agent's own; the
 * adapter's answer decides what they may see and do (403 AgentOnly, 404, 409, 400).
 */
export interface ServiceDeskPort {
  queue(agent: UserProfile, filter?: QueueFilter, page?: number): Promise<QueuePage>;
  /** What the queue's filter offers: every company with tickets, and every ticket type by its label. */
  filterChoices(agent: UserProfile): Promise<QueueFilterOptions>;
  ticket(agent: UserProfile, ticketId: string): Promise<AgentTicketView>;
  reply(agent: UserProfile, ticketId: string, text: string, attachmentIds?: string[]): Promise<AgentTicketView>;
  addNote(agent: UserProfile, ticketId: string, text: string): Promise<AgentTicketView>;
  setStatus(agent: UserProfile, ticketId: string, status: TicketStatus): Promise<AgentTicketView>;
  assign(agent: UserProfile, ticketId: string, agentId: string | null): Promise<AgentTicketView>;
  take(agent: UserProfile, ticketId: string): Promise<AgentTicketView>;
  /** The ticket's company for an agent's upload stored here (its quotas); refused for a closed ticket (409). */
  uploadCompany(agent: UserProfile, ticketId: string): Promise<string>;
}

/** The Nest token of the service desk's source, chosen with the tickets' (TICKETING_URL, SERVICE_INFO_URL). */
export const SERVICE_DESK_PORT = Symbol('ServiceDeskPort');
