import {
  TICKET_SORTS,
  TICKET_STATUSES,
  type TicketsViewPayloads,
  UNRESOLVED_FILTER,
} from '../../modules/tickets/tickets.contract.js';
import { Button } from '../../renderer/components/Button.js';
import { TableScroll } from '../../renderer/components/DataTable.js';
import { EmptyState } from '../../renderer/components/EmptyState.js';
import { Select } from '../../renderer/components/form-controls.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { SORT_LABELS, STATUS_LABELS, formatDate, ticketTypeLabel, ticketTypeOptions } from './ticket-labels.js';

/**
 * The company's tickets: filter by status, type and machine, sort by date, paging. The filter is a GET form, so
 * each state has its own address and the server renders it (the back button and reload keep it).
 */
export function TicketListView({ basePath, result, options, filter }: TicketsViewPayloads['list']) {
  const { t, language } = useTranslation();
  const listPath = `${basePath}/tickets/list`;
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const pageHref = (page: number) => {
    const query = new URLSearchParams();
    if (filter.status) query.set('status', filter.status);
    if (filter.type) query.set('type', filter.type);
    if (filter.machine) query.set('machine', filter.machine);
    if (filter.sort !== 'created-desc') query.set('sort', filter.sort);
    if (page > 1) query.set('page', String(page));
    const text = query.toString();
    return text ? `${listPath}?${text}` : listPath;
  };
  return (
    <section className="tickets tickets--list">
      <header className="tickets-header">
        <h1>{t('tickets.list.title')}</h1>
        <a className="button tickets-button" href={`${basePath}/tickets/newticket`}>
          {t('tickets.list.new')}
        </a>
      </header>
      <form className="tickets-filter" method="get" action={listPath} aria-label={t('tickets.filter.label')}>
        <label>
          {t('tickets.field.status')}
          <Select name="status" defaultValue={filter.status}>
            <option value="">{t('tickets.filter.all')}</option>
            <option value={UNRESOLVED_FILTER}>{t('tickets.filter.unresolved')}</option>
            {TICKET_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(STATUS_LABELS[status])}
              </option>
            ))}
          </Select>
        </label>
        <OptionFilter
          label={t('tickets.field.type')}
          name="type"
          value={filter.type}
          options={ticketTypeOptions(options.types, t)}
        />
        <OptionFilter
          label={t('tickets.field.machine')}
          name="machine"
          value={filter.machine}
          options={options.machines}
        />
        <label>
          {t('tickets.filter.sort')}
          <Select name="sort" defaultValue={filter.sort}>
            {TICKET_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(SORT_LABELS[sort])}
              </option>
            ))}
          </Select>
        </label>
        <Button type="submit">{t('tickets.filter.apply')}</Button>
      </form>
      <p role="status">{t('tickets.list.count', { count: result.total })}</p>
      {result.items.length === 0 ? (
        <EmptyState title={t('tickets.list.empty')} />
      ) : (
        <TableScroll label={t('tickets.list.title')} className="tickets-table">
          <thead>
            <tr>
              <th scope="col">{t('tickets.field.number')}</th>
              <th scope="col">{t('tickets.field.subject')}</th>
              <th scope="col">{t('tickets.field.type')}</th>
              <th scope="col">{t('tickets.field.machine')}</th>
              <th scope="col">{t('tickets.field.status')}</th>
              <th scope="col">{t('tickets.field.createdAt')}</th>
            </tr>
          </thead>
          <tbody>
            {result.items.map((ticket) => (
              <tr key={ticket.id} data-unread={ticket.unread ? 'true' : undefined}>
                <td>
                  <a className="ds-nowrap" href={`${basePath}/tickets/${ticket.id}`}>
                    {ticket.number}
                  </a>
                  {ticket.unread && <span className="ticket-unread"> {t('tickets.list.unread')}</span>}
                </td>
                <td>{ticket.subject}</td>
                <td>{ticketTypeLabel(ticket.type, t)}</td>
                <td>
                  <MachineLabel label={ticket.machine.label} />
                </td>
                <td>{t(STATUS_LABELS[ticket.status])}</td>
                <td className="ds-nowrap">{formatDate(ticket.createdAt, language)}</td>
              </tr>
            ))}
          </tbody>
        </TableScroll>
      )}
      {pages > 1 && (
        <nav className="tickets-pager" aria-label={t('tickets.page.label')}>
          {result.page > 1 && <a href={pageHref(result.page - 1)}>{t('tickets.page.previous')}</a>}
          <span>{t('tickets.page.position', { page: result.page, pages })}</span>
          {result.page < pages && <a href={pageHref(result.page + 1)}>{t('tickets.page.next')}</a>}
        </nav>
      )}
    </section>
  );
}

interface OptionFilterProps {
  label: string;
  name: string;
  value: string | undefined;
  options: readonly { value: string; label: string }[];
}

/** One of the company's option lists as a filter, with 'all' first. */
function OptionFilter({ label, name, value, options }: OptionFilterProps) {
  const { t } = useTranslation();
  return (
    <label>
      {label}
      <Select name={name} defaultValue={value}>
        <option value="">{t('tickets.filter.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </label>
  );
}

/**
 * A machine's label as the company named it, its closing parenthesis ("(SN 36-0455)") kept on one line: a browser
 * breaks a serial number after its hyphen.
 */
function MachineLabel({ label }: { label: string }) {
  const open = label.lastIndexOf(' (');
  if (open <= 0 || !label.endsWith(')')) return <>{label}</>;
  return (
    <>
      {label.slice(0, open)} <span className="ds-nowrap">{label.slice(open + 1)}</span>
    </>
  );
}
