import { Injectable } from '@nestjs/common';
import { DomainError } from '../../src/core/errors/index.js';
import type { PortalPageRequest, PortalPageResolver } from '../portal-auth/index.js';
import { type SectionResult, sectionViewResult } from '../routing/index.js';
import {
  TICKET_SORTS,
  type TicketFormOptions,
  type TicketListFilter,
  type TicketStatusFilter,
  isStatusFilter,
} from './tickets.contract.js';
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
      return sectionViewResult('tickets', 'list', 'Service tickets', { basePath, result, options, filter });
    }
    if (page === 'newticket') {
      const options = await this.tickets.formOptions(user);
      return sectionViewResult('tickets', 'new', 'New ticket', {
        basePath,
        options,
        preselected: preselected(request.search, options),
      });
    }
    try {
      const ticket = await this.tickets.detail(user, page);
      return sectionViewResult('tickets', 'detail', `${ticket.number} ${ticket.subject}`, { basePath, ticket });
    } catch (error) {
      if (error instanceof DomainError && error.status === 404) return notFound;
      throw error;
    }
  }
}

export function listFilter(search: string): TicketListFilter {
  const query = new URLSearchParams(search);
  const page = Number.parseInt(query.get('page') ?? '1', 10);
  return {
    status: isStatusFilter(query.get('status')) ? (query.get('status') as TicketStatusFilter) : '',
    type: (query.get('type') ?? '').slice(0, 100),
    machine: (query.get('machine') ?? '').slice(0, 100),
    sort: TICKET_SORTS.find((s) => s === query.get('sort')) ?? 'created-desc',
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
  };
}

/**
 * Issue 12: `newticket?machine=…&location=…` (the inventory's 'new ticket' link) preselects the company's machine
 * and location of those values; a value that is not one of the company's options preselects nothing.
 */
export function preselected(search: string, options: TicketFormOptions): { machine: string; location: string } {
  const query = new URLSearchParams(search);
  const pick = (value: string | null, list: TicketFormOptions['machines']) =>
    value && list.some((option) => option.value === value) ? value : '';
  return {
    machine: pick(query.get('machine'), options.machines),
    location: pick(query.get('location'), options.locations),
  };
}
