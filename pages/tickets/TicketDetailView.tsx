import { type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { CLOSING_REASONS, type TicketsViewPayloads } from '../../modules/tickets/tickets.contract.js';
import { useFocusTrap } from '../../renderer/components/use-focus-trap.js';
import { useTranslation } from '../../renderer/use-translation.js';
import { REASON_LABELS, STATUS_LABELS, formatDate } from './ticket-labels.js';
import { ADD_COMMENT, CLOSE_TICKET, errorMessage, ticketsRequest, toGraphqlEnum } from './tickets-client.js';

/** One ticket (SPEC §3): its fields, replies and comments in order, attachments, a comment form and closing. */
export function TicketDetailView({ basePath, ticket }: TicketsViewPayloads['detail']) {
  const { t, language } = useTranslation();
  const id = useId();
  const closed = ticket.status === 'closed';
  return (
    <article className="tickets" aria-labelledby={`${id}-heading`}>
      <p>
        <a href={`${basePath}/tickets/list`}>{t('tickets.detail.back')}</a>
      </p>
      <h1 id={`${id}-heading`}>
        {ticket.number} · {ticket.subject}
      </h1>
      <dl className="tickets-fields">
        <dt>{t('tickets.field.number')}</dt>
        <dd>{ticket.number}</dd>
        <dt>{t('tickets.field.status')}</dt>
        <dd>{t(STATUS_LABELS[ticket.status])}</dd>
        <dt>{t('tickets.field.type')}</dt>
        <dd>{ticket.type.label}</dd>
        <dt>{t('tickets.field.location')}</dt>
        <dd>{ticket.location.label}</dd>
        <dt>{t('tickets.field.machine')}</dt>
        <dd>{ticket.machine.label}</dd>
        <dt>{t('tickets.field.machineName')}</dt>
        <dd>{ticket.machineName || '–'}</dd>
        <dt>{t('tickets.field.serialNumber')}</dt>
        <dd>{ticket.serialNumber || '–'}</dd>
        <dt>{t('tickets.field.contact')}</dt>
        <dd>{ticket.contact}</dd>
        <dt>{t('tickets.field.createdAt')}</dt>
        <dd>{formatDate(ticket.createdAt, language)}</dd>
        {ticket.closingReason && (
          <>
            <dt>{t('tickets.field.closingReason')}</dt>
            <dd>{t(REASON_LABELS[ticket.closingReason])}</dd>
          </>
        )}
      </dl>
      <h2>{t('tickets.field.description')}</h2>
      <p className="tickets-text">{ticket.description}</p>
      {ticket.attachments.length > 0 && (
        <>
          <h2>{t('tickets.detail.attachments')}</h2>
          <ul>
            {ticket.attachments.map((attachment) => (
              <li key={attachment.id}>
                <a href={attachment.href} download={attachment.fileName}>
                  {attachment.fileName}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      <h2>{t('tickets.detail.messages')}</h2>
      {ticket.messages.length === 0 ? (
        <p>{t('tickets.detail.noMessages')}</p>
      ) : (
        <ol className="tickets-messages">
          {ticket.messages.map((message) => (
            <li key={message.id} className={`tickets-message tickets-message--${message.kind}`}>
              <p className="tickets-message-meta">
                {message.kind === 'reply'
                  ? t('tickets.detail.reply', { author: message.author })
                  : t('tickets.detail.comment', { author: message.author })}{' '}
                · {formatDate(message.createdAt, language)}
              </p>
              <p className="tickets-text">{message.text}</p>
            </li>
          ))}
        </ol>
      )}
      {!closed && <CommentForm ticketId={ticket.id} />}
      {!closed && <CloseForm ticketId={ticket.id} />}
    </article>
  );
}

function CommentForm({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLTextAreaElement>(null);
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = input.current?.value.trim() ?? '';
    setFailure(null);
    // SPEC §5: 'Please enter a comment'.
    setInvalid(!text);
    if (!text) return input.current?.focus();
    setSending(true);
    try {
      await ticketsRequest(ADD_COMMENT, { ticketId, text });
      window.location.reload();
    } catch (error) {
      setFailure(errorMessage(error));
      setSending(false);
    }
  }

  return (
    <form className="tickets-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="tickets-field">
        <label htmlFor={`${id}-comment`}>{t('tickets.comment.label')}</label>
        <textarea
          ref={input}
          id={`${id}-comment`}
          name="comment"
          rows={4}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-comment-error` : undefined}
        />
        {invalid && (
          <span className="tickets-error" id={`${id}-comment-error`}>
            {t('tickets.error.comment')}
          </span>
        )}
      </div>
      {failure && (
        <div className="tickets-failure" role="alert">
          <p>{t('tickets.error.failed')}</p>
          <p>{failure}</p>
        </div>
      )}
      <button type="submit" disabled={sending}>
        {t('tickets.comment.submit')}
      </button>
    </form>
  );
}

function CloseForm({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const cancel = useCallback(() => setConfirming(false), []);

  // Issue 26: no reason is preselected, and closing (which cannot be undone here) asks for a confirmation first.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    setInvalid(!reason);
    if (!reason) return select.current?.focus();
    setConfirming(true);
  }

  async function confirm() {
    setSending(true);
    try {
      await ticketsRequest(CLOSE_TICKET, { ticketId, reason: toGraphqlEnum(reason) });
      window.location.reload();
    } catch (error) {
      setConfirming(false);
      setFailure(errorMessage(error));
      setSending(false);
    }
  }

  return (
    <form className="tickets-form" aria-labelledby={`${id}-heading`} noValidate onSubmit={submit}>
      <h2 id={`${id}-heading`}>{t('tickets.close.title')}</h2>
      <div className="tickets-field">
        <label htmlFor={`${id}-reason`}>{t('tickets.field.closingReason')}</label>
        <select
          ref={select}
          id={`${id}-reason`}
          name="reason"
          required
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            if (event.target.value) setInvalid(false);
          }}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-reason-error` : undefined}
        >
          <option value="">{t('tickets.new.select')}</option>
          {CLOSING_REASONS.map((value) => (
            <option key={value} value={value}>
              {t(REASON_LABELS[value])}
            </option>
          ))}
        </select>
        {invalid && (
          <span className="tickets-error" id={`${id}-reason-error`}>
            {t('tickets.error.closingReason')}
          </span>
        )}
      </div>
      {failure && (
        <div className="tickets-failure" role="alert">
          <p>{t('tickets.error.failed')}</p>
          <p>{failure}</p>
        </div>
      )}
      <button type="submit" disabled={sending}>
        {t('tickets.close.submit')}
      </button>
      {confirming && reason && (
        <CloseConfirmation
          reasonLabel={t(REASON_LABELS[reason as (typeof CLOSING_REASONS)[number]])}
          sending={sending}
          onCancel={cancel}
          onConfirm={() => void confirm()}
        />
      )}
    </form>
  );
}

interface CloseConfirmationProps {
  reasonLabel: string;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirmation before closing: a modal alert dialog; focus stays inside, Escape cancels, focus returns. */
function CloseConfirmation({ reasonLabel, sending, onCancel, onConfirm }: CloseConfirmationProps) {
  const { t } = useTranslation();
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, true, onCancel);
  return (
    <div className="modal-backdrop" onClick={onCancel}>
      <div
        ref={dialog}
        className="modal"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={`${id}-title`}>{t('tickets.close.confirmTitle')}</h2>
        <p id={`${id}-text`}>{t('tickets.close.confirmText', { reason: reasonLabel })}</p>
        <div className="tickets-dialog-actions">
          <button type="button" onClick={onCancel}>
            {t('tickets.close.cancel')}
          </button>
          <button type="button" onClick={onConfirm} disabled={sending}>
            {t('tickets.close.confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
