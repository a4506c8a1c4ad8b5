import { useId } from 'react';
import type { TranslationKey } from '../../i18n/messages.js';
import { type ConversationEntry, SERVICE_DESK_SEGMENT } from '../../modules/service-desk/service-desk.contract.js';
import type { ServiceDeskViewPayloads } from '../../modules/service-desk/service-desk-views.contract.js';
import type { ClosingReason } from '../../modules/tickets/tickets.contract.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { REASON_LABELS, ticketTypeLabel } from '../tickets/ticket-labels.js';
import { AssignForm } from './AssignForm.js';
import { Conversation } from './Conversation.js';
import { DESK_RESULT_LABELS, DESK_STATUS_LABELS, formatDateTime } from './desk-labels.js';
import { MessageForm } from './MessageForm.js';
import { StatusForm } from './StatusForm.js';

/**
 * One ticket as an agent sees it: who asked (company, contact), the machine and its earlier tickets, the whole
 * conversation with internal notes, and the agent's forms. After a write the page reloads with `?done=…`, and the
 * status message saying what happened takes the focus, so keyboard and screen-reader users hear it.
 */
export function DeskTicketView({ basePath, ticket, me, done }: ServiceDeskViewPayloads['ticket']) {
  const { t, language } = useTranslation();
  const id = useId();
  const queuePath = `${basePath}/${SERVICE_DESK_SEGMENT}`;
  const ticketPath = `${queuePath}/${ticket.id}`;
  const closed = ticket.status === 'closed';
  const reasonLabel = REASON_LABELS[ticket.closingReason as ClosingReason] as TranslationKey | undefined;
  return (
    <article className="desk" aria-labelledby={`${id}-heading`}>
      <p>
        <a href={queuePath}>{t('serviceDesk.ticket.back')}</a>
      </p>
      <h1 id={`${id}-heading`}>
        {ticket.number} · {ticket.subject}
      </h1>
      {done && (
        <p className="desk-done" role="status" tabIndex={-1} ref={(element) => element?.focus()}>
          {t(DESK_RESULT_LABELS[done])}
        </p>
      )}
      <dl className="desk-fields">
        <dt>{t('serviceDesk.field.status')}</dt>
        <dd>{t(DESK_STATUS_LABELS[ticket.status])}</dd>
        <dt>{t('serviceDesk.field.company')}</dt>
        <dd>{ticket.company.name}</dd>
        <dt>{t('serviceDesk.field.contact')}</dt>
        <dd>
          {ticket.contact.name} (<a href={`mailto:${ticket.contact.email}`}>{ticket.contact.email}</a>)
        </dd>
        <dt>{t('serviceDesk.field.type')}</dt>
        <dd>{ticketTypeLabel(ticket.type, t)}</dd>
        <dt>{t('serviceDesk.field.location')}</dt>
        <dd>{ticket.location.label}</dd>
        <dt>{t('serviceDesk.field.assignee')}</dt>
        <dd>{ticket.assignee?.name ?? t('serviceDesk.assignee.nobody')}</dd>
        <dt>{t('serviceDesk.field.createdAt')}</dt>
        <dd>{formatDateTime(ticket.createdAt, language)}</dd>
        <dt>{t('serviceDesk.field.due')}</dt>
        <dd>
          {ticket.overdue && <strong className="desk-overdue">{t('serviceDesk.overdue')} </strong>}
          {formatDateTime(ticket.firstResponseDueAt, language)}
          {ticket.firstRespondedAt &&
            ` · ${t('serviceDesk.ticket.answered', { date: formatDateTime(ticket.firstRespondedAt, language) })}`}
        </dd>
        {ticket.closingReason && (
          <>
            <dt>{t('serviceDesk.field.closingReason')}</dt>
            <dd>{reasonLabel ? t(reasonLabel) : ticket.closingReason}</dd>
          </>
        )}
      </dl>
      <MachineSection machine={ticket.machine} queuePath={queuePath} />
      <h2>{t('serviceDesk.ticket.conversation')}</h2>
      <Conversation entries={withConcern(ticket)} />
      {closed ? (
        <p>{t('serviceDesk.ticket.closed')}</p>
      ) : (
        <div className="desk-actions">
          <MessageForm ticketId={ticket.id} ticketPath={ticketPath} kind="reply" />
          <MessageForm ticketId={ticket.id} ticketPath={ticketPath} kind="note" />
          <StatusForm ticketId={ticket.id} ticketPath={ticketPath} status={ticket.status} />
          <AssignForm
            ticketId={ticket.id}
            ticketPath={ticketPath}
            assignee={ticket.assignee}
            agents={ticket.agents}
            me={me}
          />
        </div>
      )}
    </article>
  );
}

type Ticket = ServiceDeskViewPayloads['ticket']['ticket'];

/**
 * The conversation as it began: the customer's concern (with the ticket's own attachments) first. The view adds it
 * unless the service already sends it as the first entry.
 */
function withConcern(ticket: Ticket): ConversationEntry[] {
  const [first] = ticket.conversation;
  if (first?.kind === 'customer' && first.text === ticket.description) return ticket.conversation;
  const concern: ConversationEntry = {
    id: `${ticket.id}-concern`,
    kind: 'customer',
    author: ticket.contact.name,
    text: ticket.description,
    createdAt: ticket.createdAt,
    attachments: ticket.attachments,
  };
  return [concern, ...ticket.conversation];
}

interface MachineSectionProps {
  machine: Ticket['machine'];
  queuePath: string;
}

/** The machine from the inventory, with links to its earlier tickets and to all of its tickets in the queue. */
function MachineSection({ machine, queuePath }: MachineSectionProps) {
  const { t, language } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('serviceDesk.machine.title')}</h2>
      {!machine ? (
        <p>{t('serviceDesk.machine.none')}</p>
      ) : (
        <>
          <p>
            {machine.name}
            {machine.serial && ` · ${t('serviceDesk.machine.serial', { serial: machine.serial })}`} ·{' '}
            <a href={`${queuePath}?machine=${encodeURIComponent(machine.code)}`}>{t('serviceDesk.machine.all')}</a>
          </p>
          {machine.earlierTickets.length === 0 ? (
            <p>{t('serviceDesk.machine.noEarlier')}</p>
          ) : (
            <>
              <h3>{t('serviceDesk.machine.earlier')}</h3>
              <ul>
                {machine.earlierTickets.map((earlier) => (
                  <li key={earlier.id}>
                    <a href={`${queuePath}/${earlier.id}`}>
                      {earlier.number} · {earlier.subject}
                    </a>{' '}
                    ({t(DESK_STATUS_LABELS[earlier.status])}, {formatDateTime(earlier.createdAt, language)})
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </section>
  );
}
