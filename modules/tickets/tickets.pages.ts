import { Inject, Injectable } from '@nestjs/common';
import { Matches } from 'class-validator';
import { dictionaryFor } from '../../i18n/index.js';
import { type SectionResult, definePages, page, sectionViewResult, unavailableViewResult } from '../routing/index.js';
import {
  TICKET_SORTS,
  type TicketFormOptions,
  type TicketListFilter,
  type TicketStatusFilter,
  isStatusFilter,
} from './tickets.contract.js';
import { TicketsService } from './tickets.service.js';
import { TICKETING_PORT, type TicketingPort } from './ticketing.port.js';
import { orWhenTicketingUnavailable } from './ticketing-unavailable.js';

export const TICKETS_SEGMENT = 'tickets';

/** A ticket's id in the path: a UUID (anything else is no ticket: 404). */
class TicketParams {
  @Matches(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i)
  id!: string;
}

/**
 * The ticket pages: `tickets/list`, `tickets/newticket`, `tickets/{id}` under the customer area. A user whose
 * service-ticketing role is not active is sent to the dashboard, whose tile shows the status. Another company's
 * ticket is a 404, like a missing one (the service's TicketNotFound).
 */
@Injectable()
export class TicketsPages {
  constructor(@Inject(TICKETING_PORT) private readonly tickets: TicketingPort) {}

  private static readonly access = {
    portal: {
      service: TicketsService.canUse,
      refused: ({ basePath }: { basePath: string }): SectionResult => ({ kind: 'redirect', location: basePath }),
    },
  };

  readonly table = definePages('tickets', [
    page({
      pattern: `/${TICKETS_SEGMENT}/list`,
      access: TicketsPages.access,
      load: ({ viewer, basePath, search, locale }) =>
        orUnavailable(basePath, locale.language, async () => {
          const filter = listFilter(search);
          const { page: result, options } = await this.tickets.listWithOptions(viewer, {
            ...filter,
            status: filter.status || undefined,
          });
          const title = dictionaryFor(locale.language)['tickets.list.title'];
          return sectionViewResult('tickets', 'list', title, { basePath, result, options, filter });
        }),
    }),
    page({
      pattern: `/${TICKETS_SEGMENT}/newticket`,
      access: TicketsPages.access,
      load: ({ viewer, basePath, search, locale }) =>
        orUnavailable(basePath, locale.language, async () => {
          const options = await this.tickets.formOptions(viewer);
          return sectionViewResult('tickets', 'new', dictionaryFor(locale.language)['tickets.new.title'], {
            basePath,
            options,
            preselected: preselected(search, options),
          });
        }),
    }),
    page({
      pattern: `/${TICKETS_SEGMENT}/:id`,
      params: TicketParams,
      access: TicketsPages.access,
      load: ({ viewer, basePath, params, locale }) =>
        orUnavailable(basePath, locale.language, async () => {
          const ticket = await this.tickets.detail(viewer, params.id, { open: true });
          return sectionViewResult('tickets', 'detail', `${ticket.number} ${ticket.subject}`, { basePath, ticket });
        }),
    }),
  ]);
}

/** The page, or SPEC §8's apology (503) for the ticket screens while the upstream ticketing service fails (issue 33). */
function orUnavailable(basePath: string, language: string, load: () => Promise<SectionResult>): Promise<SectionResult> {
  return orWhenTicketingUnavailable(load, () =>
    unavailableViewResult('tickets', 'unavailable', dictionaryFor(language)['tickets.list.title'], { basePath }),
  );
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
 * `newticket?machine=…&location=…` (the inventory's 'new ticket' link) preselects the company's machine
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
