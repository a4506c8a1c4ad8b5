// The service desk's pages (issue 31) as the catch-all page renders them: the payload of each view. Types and
// constants only, so pages/service-desk/* may import them; the data comes from service-desk.pages.ts.
import type { AgentTicketView, DeskPerson, QueuePage, TicketStatus } from './service-desk.contract.js';

/** The queue's age filter: tickets created at least this many days ago ('' is any age). */
export const QUEUE_AGES = [1, 2, 7, 30] as const;

/** The queue's assignee filter beside an agent's id: '' is anyone. */
export const QUEUE_ASSIGNEES = ['unassigned', 'mine'] as const;

/** The queue's filter as the page reads it from its query string ('' where not set), so links keep it. */
export interface QueueFilterState {
  company: string;
  status: TicketStatus | '';
  type: string;
  machine: string;
  assignee: string;
  age: number | '';
  page: number;
}

/** What the queue's filter offers beside statuses and ages. */
export interface QueueFilterOptions {
  companies: DeskPerson[];
  types: { value: string; label: string }[];
}

/**
 * What the last write on the ticket page was (`?done=…` after the reload), announced in a status message. The
 * page reloads after a write so the conversation shows what the server stored.
 */
export const DESK_RESULTS = ['reply', 'note', 'status', 'assign', 'take'] as const;
export type DeskResult = (typeof DESK_RESULTS)[number];

/** The pages under `/{locale}/portal/service-desk`; `basePath` is `/{locale}/portal`. */
export interface ServiceDeskViewPayloads {
  queue: { basePath: string; result: QueuePage; filter: QueueFilterState; options: QueueFilterOptions };
  ticket: { basePath: string; ticket: AgentTicketView; me: DeskPerson; done: DeskResult | '' };
  /** Either of them while the upstream ticketing service (TICKETING_URL) fails or does not answer (issue 33). */
  unavailable: { basePath: string };
}

declare module '../routing/section-view.contract.js' {
  interface SectionViewPayloads {
    'service-desk': ServiceDeskViewPayloads;
  }
}
