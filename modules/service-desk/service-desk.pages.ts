import { Inject, Injectable } from '@nestjs/common';
import { Matches } from 'class-validator';
import { dictionaryFor } from '../../i18n/index.js';
import { type SectionResult, definePages, page, sectionViewResult, unavailableViewResult } from '../routing/index.js';
import { orWhenTicketingUnavailable } from '../tickets/index.js';
import {
  DESK_TICKET_STATUSES,
  type QueueFilter,
  SERVICE_DESK_SEGMENT,
  type TicketStatus,
} from './service-desk.contract.js';
import { SERVICE_DESK_PORT, type ServiceDeskPort } from './service-desk.port.js';
import { ServiceDeskService } from './service-desk.service.js';
import {
  DESK_RESULTS,
  type DeskResult,
  QUEUE_AGES,
  QUEUE_ASSIGNEES,
  type QueueFilterOptions,
  type QueueFilterState,
} from './service-desk-views.contract.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A ticket's id in the path: a UUID (anything else is no ticket: 404). */
class DeskTicketParams {
  @Matches(UUID)
  id!: string;
}

/**
 * The agents' pages under the customer area: `service-desk` (the queue of every company's tickets) and
 * `service-desk/{id}` (one ticket with its whole conversation, internal notes included). Signed-in pages: routing
 * sends them `private, no-store`. A ticket that does not exist is the service's 404; while an upstream ticketing
 * service fails, either page is the ticket screens' SPEC §8 apology.
 */
@Injectable()
export class ServiceDeskPages {
  constructor(@Inject(SERVICE_DESK_PORT) private readonly desk: ServiceDeskPort) {}

  /** Agents only: customers and other internal staff get the 403 page (issue 31), not a redirect. */
  private static readonly access = {
    portal: {
      service: ServiceDeskService.isAgent,
      refused: ({ locale }: { locale: { language: string } }): SectionResult => ({
        kind: 'forbidden',
        message: dictionaryFor(locale.language)['serviceDesk.forbidden'],
      }),
    },
  };

  readonly table = definePages('service-desk', [
    page({
      pattern: `/${SERVICE_DESK_SEGMENT}`,
      access: ServiceDeskPages.access,
      load: ({ viewer, basePath, search, locale }) =>
        orUnavailable(basePath, locale.language, async () => {
          const filter = queueFilter(search);
          const [result, choices] = await Promise.all([
            this.desk.queue(viewer, toServiceFilter(filter), filter.page),
            this.desk.filterChoices(viewer),
          ]);
          const title = dictionaryFor(locale.language)['serviceDesk.queue.title'];
          return sectionViewResult(
            'service-desk',
            'queue',
            title,
            { basePath, result, filter, options: withSelected(choices, filter) },
            [{ title, href: '' }],
          );
        }),
    }),
    page({
      pattern: `/${SERVICE_DESK_SEGMENT}/:id`,
      params: DeskTicketParams,
      access: ServiceDeskPages.access,
      load: ({ viewer, basePath, params, search, locale }) =>
        orUnavailable(basePath, locale.language, async () => {
          const ticket = await this.desk.ticket(viewer, params.id);
          const t = dictionaryFor(locale.language);
          return sectionViewResult(
            'service-desk',
            'ticket',
            `${ticket.number} ${ticket.subject}`,
            { basePath, ticket, me: { id: viewer.id, name: viewer.fullName }, done: doneFrom(search) },
            [
              { title: t['serviceDesk.queue.title'], href: `${basePath}/${SERVICE_DESK_SEGMENT}` },
              { title: ticket.number, href: '' },
            ],
          );
        }),
    }),
  ]);
}

/** The page, or the ticket screens' apology while the upstream ticketing service fails (issue 33). */
function orUnavailable(basePath: string, language: string, load: () => Promise<SectionResult>): Promise<SectionResult> {
  return orWhenTicketingUnavailable(load, () =>
    unavailableViewResult('service-desk', 'unavailable', dictionaryFor(language)['serviceDesk.queue.title'], {
      basePath,
    }),
  );
}

/** The queue's filter from its query string; a value it does not know is no filter (the form shows 'any'). */
export function queueFilter(search: string): QueueFilterState {
  const query = new URLSearchParams(search);
  const text = (name: string) => (query.get(name) ?? '').trim().slice(0, 100);
  const status = query.get('status');
  const assignee = text('assignee');
  const age = Number(query.get('age'));
  const page = Number.parseInt(query.get('page') ?? '1', 10);
  return {
    company: UUID.test(text('company')) ? text('company') : '',
    status: (DESK_TICKET_STATUSES as readonly unknown[]).includes(status) ? (status as TicketStatus) : '',
    type: text('type'),
    machine: text('machine'),
    assignee: (QUEUE_ASSIGNEES as readonly string[]).includes(assignee) || UUID.test(assignee) ? assignee : '',
    age: (QUEUE_AGES as readonly number[]).includes(age) ? age : '',
    page: Number.isFinite(page) && page > 0 ? Math.min(page, 10_000) : 1,
  };
}

function toServiceFilter(filter: QueueFilterState): QueueFilter {
  return {
    company: filter.company || undefined,
    status: filter.status || undefined,
    type: filter.type || undefined,
    machine: filter.machine || undefined,
    assignee: filter.assignee || undefined,
    olderThanDays: filter.age || undefined,
  };
}

/**
 * The companies and ticket types the filter offers: those of the tickets shown, and the one filtered by.
 * ServiceDeskService has no list of every company and type yet; once it has, the filter should offer those.
 */
/** The filter's choices, plus a selected company or type no ticket has (yet): the form shows what was asked. */
function withSelected(choices: QueueFilterOptions, filter: QueueFilterState): QueueFilterOptions {
  const companies = [...choices.companies];
  const types = [...choices.types];
  if (filter.company && !companies.some((c) => c.id === filter.company))
    companies.push({ id: filter.company, name: '' });
  if (filter.type && !types.some((t) => t.value === filter.type))
    types.push({ value: filter.type, label: filter.type });
  return { companies, types };
}

function doneFrom(search: string): DeskResult | '' {
  const done = new URLSearchParams(search).get('done');
  return DESK_RESULTS.find((result) => result === done) ?? '';
}
