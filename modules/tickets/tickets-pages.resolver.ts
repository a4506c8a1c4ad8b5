import { Injectable } from '@nestjs/common';
import { DomainError } from '../../src/core/errors/index.js';
import type { PortalPageRequest, PortalPageResolver } from '../identity/index.js';
import type { SectionResult } from '../routing/index.js';
import { TICKET_SORTS, TICKET_STATUSES, type TicketListFilter } from './tickets.contract.js';
import { TicketsService } from './tickets.service.js';

export const TICKETS_SEGMENT = 'tickets';

/**
 * The ticket pages (issue 10 item 5): `tickets/list`, `tickets/newticket`, `tickets/{id}` under the customer area.
 * A user whose service-ticketing role is not active is sent to the dashboard, whose tile shows the status.
 * Another company's ticket is a 404, like a missing one.
 */
@Injectable()
export class TicketsPages implements PortalPageResolver {
  constructor(private readonly tickets: TicketsService) {}

  async resolve(request: PortalPageRequest): Promise<SectionResult | undefined> {
    const { rest, user, basePath } = request;
    if (rest.length !== 3) return undefined;
    if (!TicketsService.canUse(user)) return { kind: 'redirect', location: basePath };
    const page = rest[2]!;
    const notFound: SectionResult = {
      kind: 'not-found',
      message: `Page not found: ${basePath}/${rest.slice(1).join('/')}`,
    };
    if (page === 'list') {
      const filter = listFilter(request.search);
      const [result, options] = await Promise.all([
        this.tickets.list(user, { ...filter, status: filter.status || undefined }),
        this.tickets.formOptions(user),
      ]);
      return this.view('list', 'Service tickets', { basePath, result, options, filter });
    }
    if (page === 'newticket') {
      return this.view('new', 'New ticket', { basePath, options: await this.tickets.formOptions(user) });
    }
    try {
      const ticket = await this.tickets.detail(user, page);
      return this.view('detail', `${ticket.number} ${ticket.subject}`, { basePath, ticket });
    } catch (error) {
      if (error instanceof DomainError && error.status === 404) return notFound;
      throw error;
    }
  }

  private view<N extends 'list' | 'new' | 'detail'>(
    name: N,
    title: string,
    payload: import('./tickets.contract.js').TicketsViewPayloads[N],
  ): SectionResult {
    return {
      kind: 'view',
      view: { section: 'tickets', name, title, description: '', payload } as Extract<
        SectionResult,
        { kind: 'view' }
      >['view'],
      breadcrumbs: [],
    };
  }
}

export function listFilter(search: string): TicketListFilter {
  const query = new URLSearchParams(search);
  const page = Number.parseInt(query.get('page') ?? '1', 10);
  return {
    status: TICKET_STATUSES.find((s) => s === query.get('status')) ?? '',
    type: (query.get('type') ?? '').slice(0, 100),
    machine: (query.get('machine') ?? '').slice(0, 100),
    sort: TICKET_SORTS.find((s) => s === query.get('sort')) ?? 'created-desc',
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
  };
}
