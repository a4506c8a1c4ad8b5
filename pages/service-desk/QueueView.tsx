import { DESK_TICKET_STATUSES, SERVICE_DESK_SEGMENT } from '../../modules/service-desk/service-desk.contract.js';
import {
  QUEUE_AGES,
  type QueueFilterState,
  type ServiceDeskViewPayloads,
} from '../../modules/service-desk/service-desk-views.contract.js';
import { Button } from '../../renderer/components/Button.js';
import { TableScroll } from '../../renderer/components/DataTable.js';
import { EmptyState } from '../../renderer/components/EmptyState.js';
import { Pagination } from '../../renderer/components/Pagination.js';
import { Select, TextInput } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { DESK_STATUS_LABELS, formatDateTime } from './desk-labels.js';
import { ticketTypeLabel, ticketTypeOptions } from '../tickets/ticket-labels.js';

/** The filter's fields as query parameters ('' and page 1 left out), so every state has an address of its own. */
function queueHref(path: string, filter: QueueFilterState, page: number): string {
  const query = new URLSearchParams();
  for (const name of ['company', 'status', 'type', 'machine', 'assignee', 'age'] as const) {
    if (filter[name] !== '') query.set(name, String(filter[name]));
  }
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The agents' queue: every company's tickets, the most urgent due time first. The filter is a GET form, so it
 * works without JavaScript and the back button and reload keep it; overdue tickets say so in words.
 */
export function QueueView({ basePath, result, filter, options }: ServiceDeskViewPayloads['queue']) {
  const { t, language } = useTranslation();
  const queuePath = `${basePath}/${SERVICE_DESK_SEGMENT}`;
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  return (
    <section className="desk">
      <h1>{t('serviceDesk.queue.title')}</h1>
      <form className="desk-filter" method="get" action={queuePath} aria-label={t('serviceDesk.filter.label')}>
        <label>
          {t('serviceDesk.field.company')}
          <Select name="company" defaultValue={filter.company}>
            <option value="">{t('serviceDesk.filter.any')}</option>
            {options.companies.map((company) => (
              <option key={company.id} value={company.id}>
                {company.name || company.id}
              </option>
            ))}
          </Select>
        </label>
        <label>
          {t('serviceDesk.field.status')}
          <Select name="status" defaultValue={filter.status}>
            <option value="">{t('serviceDesk.filter.any')}</option>
            {DESK_TICKET_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(DESK_STATUS_LABELS[status])}
              </option>
            ))}
          </Select>
        </label>
        <label>
          {t('serviceDesk.field.type')}
          <Select name="type" defaultValue={filter.type}>
            <option value="">{t('serviceDesk.filter.any')}</option>
            {ticketTypeOptions(options.types, t).map((type) => (
              <option key={type.value} value={type.value}>
                {type.label}
              </option>
            ))}
          </Select>
        </label>
        <label>
          {t('serviceDesk.filter.machine')}
          <TextInput name="machine" defaultValue={filter.machine} maxLength={100} />
        </label>
        <label>
          {t('serviceDesk.field.assignee')}
          <Select name="assignee" defaultValue={filter.assignee}>
            <option value="">{t('serviceDesk.filter.any')}</option>
            <option value="unassigned">{t('serviceDesk.filter.unassigned')}</option>
            <option value="mine">{t('serviceDesk.filter.mine')}</option>
          </Select>
        </label>
        <label>
          {t('serviceDesk.filter.age')}
          <Select name="age" defaultValue={String(filter.age)}>
            <option value="">{t('serviceDesk.filter.any')}</option>
            {QUEUE_AGES.map((days) => (
              <option key={days} value={days}>
                {t('serviceDesk.filter.olderThan', { days })}
              </option>
            ))}
          </Select>
        </label>
        <Button type="submit">{t('serviceDesk.filter.apply')}</Button>
        <a href={queuePath}>{t('serviceDesk.filter.reset')}</a>
      </form>
      <p role="status">{t('serviceDesk.queue.count', { count: result.total })}</p>
      {result.items.length === 0 ? (
        <EmptyState title={t('serviceDesk.queue.empty')} />
      ) : (
        <TableScroll label={t('serviceDesk.queue.title')} className="desk-table">
          <caption>{t('serviceDesk.queue.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('serviceDesk.field.number')}</th>
              <th scope="col">{t('serviceDesk.field.subject')}</th>
              <th scope="col">{t('serviceDesk.field.company')}</th>
              <th scope="col">{t('serviceDesk.field.type')}</th>
              <th scope="col">{t('serviceDesk.field.status')}</th>
              <th scope="col">{t('serviceDesk.field.assignee')}</th>
              <th scope="col">{t('serviceDesk.field.due')}</th>
              <th scope="col">{t('serviceDesk.field.createdAt')}</th>
            </tr>
          </thead>
          <tbody>
            {result.items.map((ticket) => (
              <tr key={ticket.id} className={ticket.overdue ? 'desk-row--overdue' : undefined}>
                <th scope="row">
                  <a href={`${queuePath}/${ticket.id}`}>{ticket.number}</a>
                </th>
                <td>{ticket.subject}</td>
                <td>{ticket.company.name}</td>
                <td>{ticketTypeLabel(ticket.type, t)}</td>
                <td>{t(DESK_STATUS_LABELS[ticket.status])}</td>
                <td>{ticket.assignee?.name ?? t('serviceDesk.assignee.nobody')}</td>
                <td>
                  {ticket.overdue && <strong className="desk-overdue">{t('serviceDesk.overdue')} </strong>}
                  {formatDateTime(ticket.firstResponseDueAt, language)}
                </td>
                <td>{formatDateTime(ticket.createdAt, language)}</td>
              </tr>
            ))}
          </tbody>
        </TableScroll>
      )}
      <Pagination page={result.page} totalPages={pages} hrefFor={(page) => queueHref(queuePath, filter, page)} />
    </section>
  );
}
